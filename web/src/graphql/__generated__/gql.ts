/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuctionBids($auctionId: ID!, $limit: Int) {\n  auctionBids(auctionId: $auctionId, limit: $limit) {\n    id\n    dealerId\n    bidAmount\n    createdAt\n  }\n}": typeof types.AuctionBidsDocument,
    "subscription AuctionChanged($auctionId: ID) {\n  auctionChanged(auctionId: $auctionId) {\n    auctionId\n    reasons\n    status\n    currentHighBid\n    bidCount\n    endDate\n    bid {\n      id\n      dealerId\n      bidAmount\n      createdAt\n    }\n  }\n}": typeof types.AuctionChangedDocument,
    "mutation AuctionCreate($input: CreateAuctionInput!) {\n  createAuction(input: $input) {\n    ...AuctionFields\n  }\n}": typeof types.AuctionCreateDocument,
    "mutation AuctionEnd($id: ID!) {\n  endAuction(id: $id) {\n    ...AuctionFields\n  }\n}": typeof types.AuctionEndDocument,
    "fragment AuctionFields on Auction {\n  id\n  donationId\n  status\n  startDate\n  endDate\n  minimumBid\n  reservePrice\n  currentHighBid\n  requiredBid\n  bidCount\n  winningDealerId\n  vehicleLocation\n  pickupInstructions\n  notes\n  vehicle {\n    year\n    make\n    model\n    trim\n    mileage\n    condition\n  }\n}": typeof types.AuctionFieldsFragmentDoc,
    "query AuctionList($status: String, $search: String) {\n  auctions(status: $status, search: $search) {\n    ...AuctionFields\n  }\n}": typeof types.AuctionListDocument,
    "mutation AuctionStart($id: ID!) {\n  startAuction(id: $id) {\n    ...AuctionFields\n  }\n}": typeof types.AuctionStartDocument,
    "query AuctionStats {\n  auctionStats {\n    total\n    active\n    pending\n    completed\n    totalBids\n    totalValue\n  }\n}": typeof types.AuctionStatsDocument,
    "query AuctionableDonations {\n  auctionableDonations {\n    id\n    year\n    make\n    model\n    donorName\n    city\n  }\n}": typeof types.AuctionableDonationsDocument,
    "mutation BidPlace($input: PlaceBidInput!) {\n  placeBid(input: $input) {\n    id\n    auctionId\n    bidAmount\n    replayed\n  }\n}": typeof types.BidPlaceDocument,
    "subscription BidPlaced($auctionId: ID!) {\n  bidPlaced(auctionId: $auctionId) {\n    id\n    dealerId\n    bidAmount\n    createdAt\n  }\n}": typeof types.BidPlacedDocument,
    "query MyDealer {\n  myDealer {\n    id\n    businessName\n    isVerified\n  }\n}": typeof types.MyDealerDocument,
    "query AppInfo {\n  appInfo {\n    demoMode\n    demoAccounts {\n      username\n      role\n    }\n    demoPassword\n  }\n}": typeof types.AppInfoDocument,
    "query Me {\n  me {\n    id\n    username\n    role\n  }\n}": typeof types.MeDocument,
    "mutation UserLogin($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    role\n  }\n}": typeof types.UserLoginDocument,
    "mutation UserLogout {\n  logout\n}": typeof types.UserLogoutDocument,
    "query BlogCategoryList {\n  categories {\n    id\n    name\n    slug\n    color\n    postCount\n  }\n}": typeof types.BlogCategoryListDocument,
    "query BlogPostList($search: String, $categories: [String!], $language: String, $page: Int) {\n  blogPosts(\n    search: $search\n    categories: $categories\n    language: $language\n    page: $page\n  ) {\n    posts {\n      ...PostSummaryFields\n    }\n    total\n    page\n    pageSize\n  }\n}": typeof types.BlogPostListDocument,
    "query BlogPostRead($slug: String!) {\n  blogPost(slug: $slug) {\n    post {\n      id\n      title\n      slug\n      excerpt\n      content\n      featuredImage\n      category {\n        id\n        name\n        slug\n        color\n      }\n      tags {\n        id\n        name\n        slug\n      }\n      publishedAt\n      seoTitle\n      seoDescription\n      viewCount\n      readMinutes\n      language\n      translation {\n        id\n        slug\n        language\n        title\n      }\n      author\n    }\n    related {\n      ...PostSummaryFields\n    }\n  }\n}": typeof types.BlogPostReadDocument,
    "fragment PostSummaryFields on PostSummary {\n  id\n  title\n  slug\n  excerpt\n  featuredImage\n  category {\n    id\n    name\n    slug\n    color\n  }\n  language\n  publishedAt\n  viewCount\n  readMinutes\n}": typeof types.PostSummaryFieldsFragmentDoc,
    "query PublishedPageRead($slug: String!) {\n  publishedPage(slug: $slug) {\n    id\n    title\n    slug\n    excerpt\n    content\n    featuredImage\n    seoTitle\n    seoDescription\n    isHomepage\n    template\n    language\n    translation {\n      id\n      slug\n      language\n      title\n    }\n    updatedAt\n  }\n}": typeof types.PublishedPageReadDocument,
    "mutation CharityActiveSet($id: ID!, $isActive: Boolean!) {\n  setCharityActive(id: $id, isActive: $isActive) {\n    ...CharityFields\n  }\n}": typeof types.CharityActiveSetDocument,
    "fragment CharityCheckFields on CharityCheck {\n  code\n  message\n  values\n}": typeof types.CharityCheckFieldsFragmentDoc,
    "query CharityChoices {\n  charityChoices {\n    id\n    name\n    city\n    state\n  }\n}": typeof types.CharityChoicesDocument,
    "query CharityEligibility($registrationNumber: String!) {\n  charityEligibility(registrationNumber: $registrationNumber) {\n    isEligible\n    requirements {\n      ...CharityCheckFields\n    }\n    restrictions {\n      ...CharityCheckFields\n    }\n  }\n}": typeof types.CharityEligibilityDocument,
    "query CharityEnhanced($registrationNumber: String!) {\n  enhancedCharity(registrationNumber: $registrationNumber) {\n    isValid\n    error\n    charity {\n      registrationNumber\n      name\n      registryStatus\n      designation\n      complianceStatus\n      boardSize\n      compensatedPositions\n      fiscalYear\n      t3010Filed\n      t3010DueDate\n      lastFilingDate\n      governmentFunding\n      programAreas\n      annualRevenue\n      charitablePurposes\n      fundraisingCosts\n      administrativeCosts\n      totalExpenditures\n    }\n  }\n}": typeof types.CharityEnhancedDocument,
    "fragment CharityFields on CharityView {\n  id\n  name\n  registrationNumber\n  registrationNumberDisplay\n  address\n  city\n  state\n  zipCode\n  phone\n  email\n  website\n  description\n  category\n  isActive\n  verificationStatus\n  lastVerified\n  registryStatus\n  complianceStatus\n  syncStatus\n  lastSyncDate\n  hasAccount\n  createdAt\n}": typeof types.CharityFieldsFragmentDoc,
    "query CharityList($search: String) {\n  charities(search: $search) {\n    ...CharityFields\n  }\n}": typeof types.CharityListDocument,
    "query CharityMetrics($registrationNumber: String!) {\n  charityMetrics(registrationNumber: $registrationNumber) {\n    registrationNumber\n    fiscalYear\n    efficiency\n    transparency\n    impact\n    governance\n    overall\n  }\n}": typeof types.CharityMetricsDocument,
    "mutation CharityPasswordSet($token: String!, $password: String!) {\n  setCharityPassword(token: $token, password: $password) {\n    username\n  }\n}": typeof types.CharityPasswordSetDocument,
    "query CharityPortal {\n  charityPortal {\n    charity {\n      ...CharityFields\n    }\n    totals {\n      donations\n      receiptsIssued\n      receiptedAmount\n      auctionProceeds\n    }\n    donations {\n      id\n      status\n      createdAt\n      vehicle\n      donorName\n      estimatedValue\n      finalValue\n      receiptNumber\n      receiptIssued\n    }\n    receipts {\n      receiptNumber\n      receiptDate\n      donationId\n      receiptAmount\n      status\n    }\n    auctions {\n      id\n      donationId\n      title\n      status\n      currentBid\n      bidCount\n      endTime\n      finalPrice\n    }\n  }\n}": typeof types.CharityPortalDocument,
    "subscription CharityPortalChanged {\n  charityPortalChanged {\n    charityId\n    reason\n  }\n}": typeof types.CharityPortalChangedDocument,
    "query CharityReceiptValidation($registrationNumber: String!, $donationAmount: String!) {\n  charityReceiptValidation(\n    registrationNumber: $registrationNumber\n    donationAmount: $donationAmount\n  ) {\n    isAuthorized\n    receiptRequirements {\n      ...CharityCheckFields\n    }\n    warnings {\n      ...CharityCheckFields\n    }\n  }\n}": typeof types.CharityReceiptValidationDocument,
    "mutation CharityRegister($input: CharityInput!) {\n  registerCharity(input: $input) {\n    ...CharityFields\n  }\n}": typeof types.CharityRegisterDocument,
    "query CharityRegistryCheck($registrationNumber: String!) {\n  charityRegistryCheck(registrationNumber: $registrationNumber) {\n    verified\n    registrationNumber\n    status\n    name\n    address\n    city\n    province\n    postalCode\n    website\n    description\n  }\n}": typeof types.CharityRegistryCheckDocument,
    "mutation CharitySync($registrationNumber: String!) {\n  syncCharity(registrationNumber: $registrationNumber) {\n    success\n    lastSync\n    changes {\n      field\n      before\n      after\n    }\n  }\n}": typeof types.CharitySyncDocument,
    "mutation CharityUpdate($id: ID!, $input: CharityInput!) {\n  updateCharity(id: $id, input: $input) {\n    ...CharityFields\n  }\n}": typeof types.CharityUpdateDocument,
    "mutation CharityVerificationSet($id: ID!, $verificationStatus: String!) {\n  setCharityVerification(id: $id, verificationStatus: $verificationStatus) {\n    ...CharityFields\n  }\n}": typeof types.CharityVerificationSetDocument,
    "query CharityVerify($registrationNumber: String!) {\n  verifyCharity(registrationNumber: $registrationNumber) {\n    isValid\n    registrationNumber\n    registry\n    found\n    name\n    status\n  }\n}": typeof types.CharityVerifyDocument,
    "query CharityVerifyDetailed($registrationNumber: String!) {\n  verifyCharityDetailed(registrationNumber: $registrationNumber) {\n    isValid\n    charity {\n      isValid\n      registrationNumber\n      registry\n      found\n      name\n      status\n      details {\n        address {\n          streetAddress\n          city\n          state\n          zipCode\n        }\n        contact {\n          phone\n          email\n          website\n        }\n        programs\n        financialInfo {\n          year\n          totalRevenue\n          charitablePurposes\n          fundraisingCosts\n        }\n      }\n    }\n  }\n}": typeof types.CharityVerifyDetailedDocument,
    "query MyCharity {\n  myCharity {\n    ...CharityFields\n  }\n}": typeof types.MyCharityDocument,
    "query ChatAdminMessages($sessionId: String!) {\n  chatAdminMessages(sessionId: $sessionId) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatAdminMessagesDocument,
    "query ChatAdminSessions($filter: ChatSessionFilterInput) {\n  chatAdminSessions(filter: $filter) {\n    ...ChatSessionFields\n  }\n}": typeof types.ChatAdminSessionsDocument,
    "query ChatAdminStats {\n  chatAdminStats {\n    totalSessions\n    activeSessions\n    totalMessages\n    averageMessages\n    days {\n      date\n      messages\n      sessions\n    }\n  }\n}": typeof types.ChatAdminStatsDocument,
    "query ChatAssistant {\n  chatAssistant {\n    model\n    builtIn\n  }\n}": typeof types.ChatAssistantDocument,
    "query ChatAssistantConfig {\n  chatAssistantConfig {\n    ...ChatAssistantConfigFields\n  }\n}": typeof types.ChatAssistantConfigDocument,
    "fragment ChatAssistantConfigFields on ChatAssistantConfig {\n  systemPrompt\n  businessInfo {\n    companyName\n    phone\n    email\n    website\n    address\n    supportHours\n    coverageArea\n    avgPickupTime\n    charityCount\n    avgDonationValue\n    yearsInBusiness\n    totalDonationsProcessed\n    taxReceiptCompliance\n    pickupCost\n    supportedVehicles\n    donationProcess\n    commonQuestions {\n      question\n      answer\n      language\n    }\n  }\n}": typeof types.ChatAssistantConfigFieldsFragmentDoc,
    "mutation ChatBusinessInfoUpdate($input: ChatBusinessInfoInput!) {\n  chatBusinessInfoUpdate(input: $input) {\n    ...ChatAssistantConfigFields\n  }\n}": typeof types.ChatBusinessInfoUpdateDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  role\n  content\n  createdAt\n  tokens\n}": typeof types.ChatMessageFieldsFragmentDoc,
    "mutation ChatMessageSend($input: ChatMessageSendInput!) {\n  chatMessageSend(input: $input) {\n    replyId\n    userMessage {\n      ...ChatMessageFields\n    }\n  }\n}": typeof types.ChatMessageSendDocument,
    "query ChatMessages($sessionId: String!) {\n  chatMessages(sessionId: $sessionId) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatMessagesDocument,
    "mutation ChatSessionCreate($input: ChatSessionCreateInput!) {\n  chatSessionCreate(input: $input) {\n    ...ChatSessionFields\n  }\n}": typeof types.ChatSessionCreateDocument,
    "mutation ChatSessionDelete($sessionId: String!) {\n  chatSessionDelete(sessionId: $sessionId)\n}": typeof types.ChatSessionDeleteDocument,
    "fragment ChatSessionFields on ChatSession {\n  id\n  sessionId\n  title\n  messageCount\n  isActive\n  createdAt\n  lastMessageAt\n}": typeof types.ChatSessionFieldsFragmentDoc,
    "query ChatSessions {\n  chatSessions {\n    ...ChatSessionFields\n  }\n}": typeof types.ChatSessionsDocument,
    "subscription ChatStream($sessionId: String!) {\n  chatStream(sessionId: $sessionId) {\n    messageId\n    delta\n    offset\n    done\n    error\n    storedMessageId\n  }\n}": typeof types.ChatStreamDocument,
    "mutation ChatSystemPromptUpdate($systemPrompt: String!) {\n  chatSystemPromptUpdate(systemPrompt: $systemPrompt) {\n    ...ChatAssistantConfigFields\n  }\n}": typeof types.ChatSystemPromptUpdateDocument,
    "mutation ChatWelcome($sessionId: String!, $language: String) {\n  chatWelcome(sessionId: $sessionId, language: $language) {\n    ...ChatMessageFields\n  }\n}": typeof types.ChatWelcomeDocument,
    "query AdminPageList($search: String) {\n  adminPages(search: $search) {\n    ...PageEditFields\n  }\n}": typeof types.AdminPageListDocument,
    "query AdminPageRead($id: ID!) {\n  adminPage(id: $id) {\n    ...PageEditFields\n  }\n}": typeof types.AdminPageReadDocument,
    "query AdminPostList($search: String, $status: String, $page: Int) {\n  adminPosts(search: $search, status: $status, page: $page) {\n    posts {\n      id\n      title\n      slug\n      category {\n        id\n        name\n        color\n      }\n      language\n      status\n      publishedAt\n      viewCount\n    }\n    total\n    page\n    pageSize\n  }\n}": typeof types.AdminPostListDocument,
    "query AdminPostRead($id: ID!) {\n  adminPost(id: $id) {\n    ...PostEditFields\n  }\n}": typeof types.AdminPostReadDocument,
    "mutation CategoryCreate($input: CategoryInput!) {\n  createCategory(input: $input) {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}": typeof types.CategoryCreateDocument,
    "mutation CategoryDelete($id: ID!) {\n  deleteCategory(id: $id)\n}": typeof types.CategoryDeleteDocument,
    "mutation CategoryUpdate($id: ID!, $input: CategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}": typeof types.CategoryUpdateDocument,
    "query ContentCategoryList {\n  categories {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}": typeof types.ContentCategoryListDocument,
    "query ImageSearch($query: String!, $source: String!, $page: Int!) {\n  imageSearch(query: $query, source: $source, page: $page) {\n    total\n    images {\n      id\n      url\n      preview\n      tags\n      user\n      pageUrl\n      source\n    }\n  }\n}": typeof types.ImageSearchDocument,
    "query ImageSources {\n  imageSources {\n    source\n    configured\n  }\n}": typeof types.ImageSourcesDocument,
    "mutation PageCreate($input: PageInput!) {\n  createPage(input: $input) {\n    ...PageEditFields\n  }\n}": typeof types.PageCreateDocument,
    "mutation PageDelete($id: ID!) {\n  deletePage(id: $id)\n}": typeof types.PageDeleteDocument,
    "fragment PageEditFields on PageView {\n  id\n  title\n  slug\n  excerpt\n  content\n  featuredImage\n  status\n  publishedAt\n  seoTitle\n  seoDescription\n  isHomepage\n  template\n  language\n  translation {\n    id\n    slug\n    language\n    title\n  }\n  updatedAt\n}": typeof types.PageEditFieldsFragmentDoc,
    "mutation PageUpdate($id: ID!, $input: PageInput!) {\n  updatePage(id: $id, input: $input) {\n    ...PageEditFields\n  }\n}": typeof types.PageUpdateDocument,
    "mutation PostCreate($input: PostInput!) {\n  createPost(input: $input) {\n    ...PostEditFields\n  }\n}": typeof types.PostCreateDocument,
    "mutation PostDelete($id: ID!) {\n  deletePost(id: $id)\n}": typeof types.PostDeleteDocument,
    "subscription PostDraftStream($input: PostDraftInput!) {\n  postDraftStream(input: $input) {\n    title\n    content\n    excerpt\n    seoTitle\n    seoDescription\n    done\n    error\n  }\n}": typeof types.PostDraftStreamDocument,
    "fragment PostEditFields on PostView {\n  id\n  title\n  slug\n  excerpt\n  content\n  featuredImage\n  category {\n    id\n  }\n  tags {\n    id\n    name\n    slug\n  }\n  status\n  publishedAt\n  seoTitle\n  seoDescription\n  language\n  translation {\n    id\n    slug\n    language\n    title\n  }\n  updatedAt\n}": typeof types.PostEditFieldsFragmentDoc,
    "mutation PostUpdate($id: ID!, $input: PostInput!) {\n  updatePost(id: $id, input: $input) {\n    ...PostEditFields\n  }\n}": typeof types.PostUpdateDocument,
    "mutation TagCreate($input: TagInput!) {\n  createTag(input: $input) {\n    id\n    name\n    slug\n  }\n}": typeof types.TagCreateDocument,
    "query TagList {\n  tags {\n    id\n    name\n    slug\n  }\n}": typeof types.TagListDocument,
    "fragment DealerFields on Dealer {\n  id\n  businessName\n  contactName\n  email\n  phone\n  address\n  city\n  state\n  zipCode\n  businessLicense\n  dealerLicense\n  federalTaxId\n  specialties\n  operatingRadius\n  notes\n  isVerified\n  verificationStatus\n  verificationDate\n  createdAt\n}": typeof types.DealerFieldsFragmentDoc,
    "query DealerList($search: String) {\n  dealers(search: $search) {\n    ...DealerFields\n  }\n}": typeof types.DealerListDocument,
    "mutation DealerPasswordSet($token: String!, $password: String!) {\n  setDealerPassword(token: $token, password: $password) {\n    username\n  }\n}": typeof types.DealerPasswordSetDocument,
    "mutation DealerRegister($input: DealerApplicationInput!) {\n  registerDealer(input: $input) {\n    id\n  }\n}": typeof types.DealerRegisterDocument,
    "mutation DealerStatusUpdate($id: ID!, $verificationStatus: String!) {\n  setDealerStatus(id: $id, verificationStatus: $verificationStatus) {\n    ...DealerFields\n  }\n}": typeof types.DealerStatusUpdateDocument,
    "mutation DonationSubmit($input: DonationSubmitInput!) {\n  donationSubmit(input: $input) {\n    id\n    accessCode\n    trackingUrl\n  }\n}": typeof types.DonationSubmitDocument,
    "subscription DonationStatusChanged($accessCode: String) {\n  donationStatusChanged(accessCode: $accessCode) {\n    kind\n    donationId\n    status\n    progress\n    update {\n      id\n      status\n      notes\n      createdAt\n    }\n  }\n}": typeof types.DonationStatusChangedDocument,
    "query DonationsByEmail($email: String!) {\n  donationsByEmail(email: $email) {\n    id\n    status\n    progress\n    vehicleType\n    year\n    make\n    model\n    trim\n    estimatedValue\n    finalValue\n    receiptIssued\n    receiptNumber\n    receiptDate\n    pickupDate\n    createdAt\n    updatedAt\n    statusHistory {\n      id\n      status\n      notes\n      createdAt\n    }\n  }\n}": typeof types.DonationsByEmailDocument,
    "query DonorPortal($accessCode: String!) {\n  donorPortal(accessCode: $accessCode) {\n    donation {\n      id\n      status\n      progress\n      vehicleType\n      year\n      make\n      model\n      trim\n      mileage\n      condition\n      vin\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      province\n      postalCode\n      preferredCharity\n      charityName\n      pickupPreference\n      pickupDate\n      pickupTime\n      estimatedValue\n      finalValue\n      receiptIssued\n      receiptNumber\n      receiptDate\n      createdAt\n    }\n    statusHistory {\n      id\n      status\n      notes\n      createdAt\n    }\n    communications {\n      id\n      type\n      method\n      subject\n      message\n      sentAt\n    }\n    accessInfo {\n      accessCount\n      lastAccessedAt\n    }\n    receiptDownloadUrl\n  }\n}": typeof types.DonorPortalDocument,
    "mutation FormActiveSet($id: ID!, $isActive: Boolean!) {\n  setFormActive(id: $id, isActive: $isActive) {\n    id\n    isActive\n  }\n}": typeof types.FormActiveSetDocument,
    "mutation FormCreate($input: FormInput!) {\n  createForm(input: $input) {\n    id\n  }\n}": typeof types.FormCreateDocument,
    "mutation FormDelete($id: ID!) {\n  deleteForm(id: $id)\n}": typeof types.FormDeleteDocument,
    "fragment FormFieldFields on FormField {\n  id\n  type\n  label\n  placeholder\n  required\n  options\n  showWhen {\n    fieldId\n    equals\n  }\n}": typeof types.FormFieldFieldsFragmentDoc,
    "query FormList {\n  forms {\n    id\n    name\n    slug\n    description\n    isActive\n    submissionCount\n  }\n}": typeof types.FormListDocument,
    "query FormRead($id: ID!) {\n  form(id: $id) {\n    id\n    name\n    slug\n    description\n    fields {\n      ...FormFieldFields\n    }\n    isActive\n    notifyEmail\n  }\n}": typeof types.FormReadDocument,
    "query FormSubmissionList($formId: ID!, $page: Int) {\n  form(id: $formId) {\n    id\n    name\n    slug\n    fields {\n      ...FormFieldFields\n    }\n  }\n  formSubmissions(formId: $formId, page: $page) {\n    submissions {\n      id\n      data\n      createdAt\n    }\n    total\n    page\n    pageSize\n  }\n}": typeof types.FormSubmissionListDocument,
    "mutation FormSubmit($formId: ID!, $answers: JSON!) {\n  submitForm(formId: $formId, answers: $answers) {\n    id\n    createdAt\n  }\n}": typeof types.FormSubmitDocument,
    "mutation FormUpdate($id: ID!, $input: FormInput!) {\n  updateForm(id: $id, input: $input) {\n    id\n  }\n}": typeof types.FormUpdateDocument,
    "query PublicFormRead($slug: String!) {\n  publicForm(slug: $slug) {\n    id\n    name\n    slug\n    description\n    fields {\n      ...FormFieldFields\n    }\n    isActive\n  }\n}": typeof types.PublicFormReadDocument,
    "query PublicSettings {\n  publicSettings {\n    category\n    key\n    value\n  }\n}": typeof types.PublicSettingsDocument,
    "mutation DonationCommunicationAdd($input: DonationCommunicationInput!) {\n  donationCommunicationAdd(input: $input) {\n    id\n    type\n    method\n    subject\n    message\n    sentAt\n  }\n}": typeof types.DonationCommunicationAddDocument,
    "mutation DonationReceiptGenerate($input: ReceiptGenerateInput!) {\n  donationReceiptGenerate(input: $input) {\n    ...TaxReceiptFields\n  }\n}": typeof types.DonationReceiptGenerateDocument,
    "mutation DonationStatusUpdate($input: DonationStatusUpdateInput!) {\n  donationStatusUpdate(input: $input) {\n    ...StaffDonationFields\n  }\n}": typeof types.DonationStatusUpdateDocument,
    "query StaffDonation($id: Int!) {\n  staffDonation(id: $id) {\n    donation {\n      ...StaffDonationFields\n    }\n    statusHistory {\n      id\n      status\n      previousStatus\n      notes\n      updatedByName\n      createdAt\n    }\n    communications {\n      id\n      type\n      method\n      subject\n      message\n      sentAt\n    }\n    receipts {\n      ...TaxReceiptFields\n    }\n  }\n}": typeof types.StaffDonationDocument,
    "subscription StaffDonationChanged {\n  donationStatusChanged {\n    kind\n    donationId\n    status\n    donation {\n      ...StaffDonationFields\n    }\n  }\n}": typeof types.StaffDonationChangedDocument,
    "fragment StaffDonationFields on StaffDonation {\n  id\n  status\n  adminStatus\n  staffProgress\n  createdAt\n  updatedAt\n  year\n  make\n  model\n  trim\n  vin\n  mileage\n  condition\n  vehicleType\n  hasAccidents\n  hasLienOrFinance\n  firstName\n  lastName\n  email\n  phone\n  address\n  city\n  province\n  postalCode\n  preferredCharity\n  charityName\n  pickupPreference\n  preferredDate\n  notes\n  estimatedValue\n  finalValue\n  taxReceiptValue\n  receiptIssued\n  receiptNumber\n  receiptDate\n  receiptEmailSent\n  pickupDate\n  pickupTime\n  accessCode\n}": typeof types.StaffDonationFieldsFragmentDoc,
    "query StaffDonations($search: String, $status: String, $page: Int, $pageSize: Int) {\n  staffDonations(\n    search: $search\n    status: $status\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...StaffDonationFields\n    }\n    total\n    page\n    pageSize\n  }\n}": typeof types.StaffDonationsDocument,
    "fragment TaxReceiptFields on TaxReceiptView {\n  id\n  receiptNumber\n  status\n  receiptAmount\n  eligibleAmount\n  advantageAmount\n  language\n  issuedAt\n  emailSent\n  sendEmail\n  replacesReceiptNumber\n  downloadUrl\n}": typeof types.TaxReceiptFieldsFragmentDoc,
    "mutation ColorThemeActivate($id: ID!) {\n  activateColorTheme(id: $id) {\n    ...ColorThemeFields\n  }\n}": typeof types.ColorThemeActivateDocument,
    "mutation ColorThemeCreate($input: ColorThemeInput!) {\n  createColorTheme(input: $input) {\n    ...ColorThemeFields\n  }\n}": typeof types.ColorThemeCreateDocument,
    "fragment ColorThemeFields on ColorTheme {\n  id\n  name\n  description\n  isActive\n  primary\n  primaryForeground\n  secondary\n  secondaryForeground\n  accent\n  accentForeground\n  background\n  foreground\n  card\n  cardForeground\n  muted\n  mutedForeground\n  border\n  input\n  ring\n  heroGradient\n  buttonGradient\n  buttonHoverGradient\n}": typeof types.ColorThemeFieldsFragmentDoc,
    "query ColorThemeList {\n  colorThemes {\n    ...ColorThemeFields\n  }\n}": typeof types.ColorThemeListDocument,
    "mutation ColorThemeUpdate($id: ID!, $input: ColorThemePatchInput!) {\n  updateColorTheme(id: $id, input: $input) {\n    ...ColorThemeFields\n  }\n}": typeof types.ColorThemeUpdateDocument,
    "query VehicleValuation($input: ValuationInput!) {\n  vehicleValuation(input: $input) {\n    estimatedValue\n    marketRange {\n      low\n      high\n    }\n    taxDeduction\n    factors {\n      key\n      name\n      impact\n      effectPercent\n    }\n    recommendations {\n      key\n      text\n    }\n    comparableVehicles {\n      year\n      make\n      model\n      mileage\n      price\n      source\n    }\n    outcomesUsed\n  }\n}": typeof types.VehicleValuationDocument,
    "query ActiveTheme {\n  activeTheme {\n    id\n    name\n    primary\n    primaryForeground\n    secondary\n    secondaryForeground\n    accent\n    accentForeground\n    background\n    foreground\n    card\n    cardForeground\n    muted\n    mutedForeground\n    border\n    input\n    ring\n    heroGradient\n    buttonGradient\n    buttonHoverGradient\n  }\n}": typeof types.ActiveThemeDocument,
};
const documents: Documents = {
    "query AuctionBids($auctionId: ID!, $limit: Int) {\n  auctionBids(auctionId: $auctionId, limit: $limit) {\n    id\n    dealerId\n    bidAmount\n    createdAt\n  }\n}": types.AuctionBidsDocument,
    "subscription AuctionChanged($auctionId: ID) {\n  auctionChanged(auctionId: $auctionId) {\n    auctionId\n    reasons\n    status\n    currentHighBid\n    bidCount\n    endDate\n    bid {\n      id\n      dealerId\n      bidAmount\n      createdAt\n    }\n  }\n}": types.AuctionChangedDocument,
    "mutation AuctionCreate($input: CreateAuctionInput!) {\n  createAuction(input: $input) {\n    ...AuctionFields\n  }\n}": types.AuctionCreateDocument,
    "mutation AuctionEnd($id: ID!) {\n  endAuction(id: $id) {\n    ...AuctionFields\n  }\n}": types.AuctionEndDocument,
    "fragment AuctionFields on Auction {\n  id\n  donationId\n  status\n  startDate\n  endDate\n  minimumBid\n  reservePrice\n  currentHighBid\n  requiredBid\n  bidCount\n  winningDealerId\n  vehicleLocation\n  pickupInstructions\n  notes\n  vehicle {\n    year\n    make\n    model\n    trim\n    mileage\n    condition\n  }\n}": types.AuctionFieldsFragmentDoc,
    "query AuctionList($status: String, $search: String) {\n  auctions(status: $status, search: $search) {\n    ...AuctionFields\n  }\n}": types.AuctionListDocument,
    "mutation AuctionStart($id: ID!) {\n  startAuction(id: $id) {\n    ...AuctionFields\n  }\n}": types.AuctionStartDocument,
    "query AuctionStats {\n  auctionStats {\n    total\n    active\n    pending\n    completed\n    totalBids\n    totalValue\n  }\n}": types.AuctionStatsDocument,
    "query AuctionableDonations {\n  auctionableDonations {\n    id\n    year\n    make\n    model\n    donorName\n    city\n  }\n}": types.AuctionableDonationsDocument,
    "mutation BidPlace($input: PlaceBidInput!) {\n  placeBid(input: $input) {\n    id\n    auctionId\n    bidAmount\n    replayed\n  }\n}": types.BidPlaceDocument,
    "subscription BidPlaced($auctionId: ID!) {\n  bidPlaced(auctionId: $auctionId) {\n    id\n    dealerId\n    bidAmount\n    createdAt\n  }\n}": types.BidPlacedDocument,
    "query MyDealer {\n  myDealer {\n    id\n    businessName\n    isVerified\n  }\n}": types.MyDealerDocument,
    "query AppInfo {\n  appInfo {\n    demoMode\n    demoAccounts {\n      username\n      role\n    }\n    demoPassword\n  }\n}": types.AppInfoDocument,
    "query Me {\n  me {\n    id\n    username\n    role\n  }\n}": types.MeDocument,
    "mutation UserLogin($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    role\n  }\n}": types.UserLoginDocument,
    "mutation UserLogout {\n  logout\n}": types.UserLogoutDocument,
    "query BlogCategoryList {\n  categories {\n    id\n    name\n    slug\n    color\n    postCount\n  }\n}": types.BlogCategoryListDocument,
    "query BlogPostList($search: String, $categories: [String!], $language: String, $page: Int) {\n  blogPosts(\n    search: $search\n    categories: $categories\n    language: $language\n    page: $page\n  ) {\n    posts {\n      ...PostSummaryFields\n    }\n    total\n    page\n    pageSize\n  }\n}": types.BlogPostListDocument,
    "query BlogPostRead($slug: String!) {\n  blogPost(slug: $slug) {\n    post {\n      id\n      title\n      slug\n      excerpt\n      content\n      featuredImage\n      category {\n        id\n        name\n        slug\n        color\n      }\n      tags {\n        id\n        name\n        slug\n      }\n      publishedAt\n      seoTitle\n      seoDescription\n      viewCount\n      readMinutes\n      language\n      translation {\n        id\n        slug\n        language\n        title\n      }\n      author\n    }\n    related {\n      ...PostSummaryFields\n    }\n  }\n}": types.BlogPostReadDocument,
    "fragment PostSummaryFields on PostSummary {\n  id\n  title\n  slug\n  excerpt\n  featuredImage\n  category {\n    id\n    name\n    slug\n    color\n  }\n  language\n  publishedAt\n  viewCount\n  readMinutes\n}": types.PostSummaryFieldsFragmentDoc,
    "query PublishedPageRead($slug: String!) {\n  publishedPage(slug: $slug) {\n    id\n    title\n    slug\n    excerpt\n    content\n    featuredImage\n    seoTitle\n    seoDescription\n    isHomepage\n    template\n    language\n    translation {\n      id\n      slug\n      language\n      title\n    }\n    updatedAt\n  }\n}": types.PublishedPageReadDocument,
    "mutation CharityActiveSet($id: ID!, $isActive: Boolean!) {\n  setCharityActive(id: $id, isActive: $isActive) {\n    ...CharityFields\n  }\n}": types.CharityActiveSetDocument,
    "fragment CharityCheckFields on CharityCheck {\n  code\n  message\n  values\n}": types.CharityCheckFieldsFragmentDoc,
    "query CharityChoices {\n  charityChoices {\n    id\n    name\n    city\n    state\n  }\n}": types.CharityChoicesDocument,
    "query CharityEligibility($registrationNumber: String!) {\n  charityEligibility(registrationNumber: $registrationNumber) {\n    isEligible\n    requirements {\n      ...CharityCheckFields\n    }\n    restrictions {\n      ...CharityCheckFields\n    }\n  }\n}": types.CharityEligibilityDocument,
    "query CharityEnhanced($registrationNumber: String!) {\n  enhancedCharity(registrationNumber: $registrationNumber) {\n    isValid\n    error\n    charity {\n      registrationNumber\n      name\n      registryStatus\n      designation\n      complianceStatus\n      boardSize\n      compensatedPositions\n      fiscalYear\n      t3010Filed\n      t3010DueDate\n      lastFilingDate\n      governmentFunding\n      programAreas\n      annualRevenue\n      charitablePurposes\n      fundraisingCosts\n      administrativeCosts\n      totalExpenditures\n    }\n  }\n}": types.CharityEnhancedDocument,
    "fragment CharityFields on CharityView {\n  id\n  name\n  registrationNumber\n  registrationNumberDisplay\n  address\n  city\n  state\n  zipCode\n  phone\n  email\n  website\n  description\n  category\n  isActive\n  verificationStatus\n  lastVerified\n  registryStatus\n  complianceStatus\n  syncStatus\n  lastSyncDate\n  hasAccount\n  createdAt\n}": types.CharityFieldsFragmentDoc,
    "query CharityList($search: String) {\n  charities(search: $search) {\n    ...CharityFields\n  }\n}": types.CharityListDocument,
    "query CharityMetrics($registrationNumber: String!) {\n  charityMetrics(registrationNumber: $registrationNumber) {\n    registrationNumber\n    fiscalYear\n    efficiency\n    transparency\n    impact\n    governance\n    overall\n  }\n}": types.CharityMetricsDocument,
    "mutation CharityPasswordSet($token: String!, $password: String!) {\n  setCharityPassword(token: $token, password: $password) {\n    username\n  }\n}": types.CharityPasswordSetDocument,
    "query CharityPortal {\n  charityPortal {\n    charity {\n      ...CharityFields\n    }\n    totals {\n      donations\n      receiptsIssued\n      receiptedAmount\n      auctionProceeds\n    }\n    donations {\n      id\n      status\n      createdAt\n      vehicle\n      donorName\n      estimatedValue\n      finalValue\n      receiptNumber\n      receiptIssued\n    }\n    receipts {\n      receiptNumber\n      receiptDate\n      donationId\n      receiptAmount\n      status\n    }\n    auctions {\n      id\n      donationId\n      title\n      status\n      currentBid\n      bidCount\n      endTime\n      finalPrice\n    }\n  }\n}": types.CharityPortalDocument,
    "subscription CharityPortalChanged {\n  charityPortalChanged {\n    charityId\n    reason\n  }\n}": types.CharityPortalChangedDocument,
    "query CharityReceiptValidation($registrationNumber: String!, $donationAmount: String!) {\n  charityReceiptValidation(\n    registrationNumber: $registrationNumber\n    donationAmount: $donationAmount\n  ) {\n    isAuthorized\n    receiptRequirements {\n      ...CharityCheckFields\n    }\n    warnings {\n      ...CharityCheckFields\n    }\n  }\n}": types.CharityReceiptValidationDocument,
    "mutation CharityRegister($input: CharityInput!) {\n  registerCharity(input: $input) {\n    ...CharityFields\n  }\n}": types.CharityRegisterDocument,
    "query CharityRegistryCheck($registrationNumber: String!) {\n  charityRegistryCheck(registrationNumber: $registrationNumber) {\n    verified\n    registrationNumber\n    status\n    name\n    address\n    city\n    province\n    postalCode\n    website\n    description\n  }\n}": types.CharityRegistryCheckDocument,
    "mutation CharitySync($registrationNumber: String!) {\n  syncCharity(registrationNumber: $registrationNumber) {\n    success\n    lastSync\n    changes {\n      field\n      before\n      after\n    }\n  }\n}": types.CharitySyncDocument,
    "mutation CharityUpdate($id: ID!, $input: CharityInput!) {\n  updateCharity(id: $id, input: $input) {\n    ...CharityFields\n  }\n}": types.CharityUpdateDocument,
    "mutation CharityVerificationSet($id: ID!, $verificationStatus: String!) {\n  setCharityVerification(id: $id, verificationStatus: $verificationStatus) {\n    ...CharityFields\n  }\n}": types.CharityVerificationSetDocument,
    "query CharityVerify($registrationNumber: String!) {\n  verifyCharity(registrationNumber: $registrationNumber) {\n    isValid\n    registrationNumber\n    registry\n    found\n    name\n    status\n  }\n}": types.CharityVerifyDocument,
    "query CharityVerifyDetailed($registrationNumber: String!) {\n  verifyCharityDetailed(registrationNumber: $registrationNumber) {\n    isValid\n    charity {\n      isValid\n      registrationNumber\n      registry\n      found\n      name\n      status\n      details {\n        address {\n          streetAddress\n          city\n          state\n          zipCode\n        }\n        contact {\n          phone\n          email\n          website\n        }\n        programs\n        financialInfo {\n          year\n          totalRevenue\n          charitablePurposes\n          fundraisingCosts\n        }\n      }\n    }\n  }\n}": types.CharityVerifyDetailedDocument,
    "query MyCharity {\n  myCharity {\n    ...CharityFields\n  }\n}": types.MyCharityDocument,
    "query ChatAdminMessages($sessionId: String!) {\n  chatAdminMessages(sessionId: $sessionId) {\n    ...ChatMessageFields\n  }\n}": types.ChatAdminMessagesDocument,
    "query ChatAdminSessions($filter: ChatSessionFilterInput) {\n  chatAdminSessions(filter: $filter) {\n    ...ChatSessionFields\n  }\n}": types.ChatAdminSessionsDocument,
    "query ChatAdminStats {\n  chatAdminStats {\n    totalSessions\n    activeSessions\n    totalMessages\n    averageMessages\n    days {\n      date\n      messages\n      sessions\n    }\n  }\n}": types.ChatAdminStatsDocument,
    "query ChatAssistant {\n  chatAssistant {\n    model\n    builtIn\n  }\n}": types.ChatAssistantDocument,
    "query ChatAssistantConfig {\n  chatAssistantConfig {\n    ...ChatAssistantConfigFields\n  }\n}": types.ChatAssistantConfigDocument,
    "fragment ChatAssistantConfigFields on ChatAssistantConfig {\n  systemPrompt\n  businessInfo {\n    companyName\n    phone\n    email\n    website\n    address\n    supportHours\n    coverageArea\n    avgPickupTime\n    charityCount\n    avgDonationValue\n    yearsInBusiness\n    totalDonationsProcessed\n    taxReceiptCompliance\n    pickupCost\n    supportedVehicles\n    donationProcess\n    commonQuestions {\n      question\n      answer\n      language\n    }\n  }\n}": types.ChatAssistantConfigFieldsFragmentDoc,
    "mutation ChatBusinessInfoUpdate($input: ChatBusinessInfoInput!) {\n  chatBusinessInfoUpdate(input: $input) {\n    ...ChatAssistantConfigFields\n  }\n}": types.ChatBusinessInfoUpdateDocument,
    "fragment ChatMessageFields on ChatMessage {\n  id\n  role\n  content\n  createdAt\n  tokens\n}": types.ChatMessageFieldsFragmentDoc,
    "mutation ChatMessageSend($input: ChatMessageSendInput!) {\n  chatMessageSend(input: $input) {\n    replyId\n    userMessage {\n      ...ChatMessageFields\n    }\n  }\n}": types.ChatMessageSendDocument,
    "query ChatMessages($sessionId: String!) {\n  chatMessages(sessionId: $sessionId) {\n    ...ChatMessageFields\n  }\n}": types.ChatMessagesDocument,
    "mutation ChatSessionCreate($input: ChatSessionCreateInput!) {\n  chatSessionCreate(input: $input) {\n    ...ChatSessionFields\n  }\n}": types.ChatSessionCreateDocument,
    "mutation ChatSessionDelete($sessionId: String!) {\n  chatSessionDelete(sessionId: $sessionId)\n}": types.ChatSessionDeleteDocument,
    "fragment ChatSessionFields on ChatSession {\n  id\n  sessionId\n  title\n  messageCount\n  isActive\n  createdAt\n  lastMessageAt\n}": types.ChatSessionFieldsFragmentDoc,
    "query ChatSessions {\n  chatSessions {\n    ...ChatSessionFields\n  }\n}": types.ChatSessionsDocument,
    "subscription ChatStream($sessionId: String!) {\n  chatStream(sessionId: $sessionId) {\n    messageId\n    delta\n    offset\n    done\n    error\n    storedMessageId\n  }\n}": types.ChatStreamDocument,
    "mutation ChatSystemPromptUpdate($systemPrompt: String!) {\n  chatSystemPromptUpdate(systemPrompt: $systemPrompt) {\n    ...ChatAssistantConfigFields\n  }\n}": types.ChatSystemPromptUpdateDocument,
    "mutation ChatWelcome($sessionId: String!, $language: String) {\n  chatWelcome(sessionId: $sessionId, language: $language) {\n    ...ChatMessageFields\n  }\n}": types.ChatWelcomeDocument,
    "query AdminPageList($search: String) {\n  adminPages(search: $search) {\n    ...PageEditFields\n  }\n}": types.AdminPageListDocument,
    "query AdminPageRead($id: ID!) {\n  adminPage(id: $id) {\n    ...PageEditFields\n  }\n}": types.AdminPageReadDocument,
    "query AdminPostList($search: String, $status: String, $page: Int) {\n  adminPosts(search: $search, status: $status, page: $page) {\n    posts {\n      id\n      title\n      slug\n      category {\n        id\n        name\n        color\n      }\n      language\n      status\n      publishedAt\n      viewCount\n    }\n    total\n    page\n    pageSize\n  }\n}": types.AdminPostListDocument,
    "query AdminPostRead($id: ID!) {\n  adminPost(id: $id) {\n    ...PostEditFields\n  }\n}": types.AdminPostReadDocument,
    "mutation CategoryCreate($input: CategoryInput!) {\n  createCategory(input: $input) {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}": types.CategoryCreateDocument,
    "mutation CategoryDelete($id: ID!) {\n  deleteCategory(id: $id)\n}": types.CategoryDeleteDocument,
    "mutation CategoryUpdate($id: ID!, $input: CategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}": types.CategoryUpdateDocument,
    "query ContentCategoryList {\n  categories {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}": types.ContentCategoryListDocument,
    "query ImageSearch($query: String!, $source: String!, $page: Int!) {\n  imageSearch(query: $query, source: $source, page: $page) {\n    total\n    images {\n      id\n      url\n      preview\n      tags\n      user\n      pageUrl\n      source\n    }\n  }\n}": types.ImageSearchDocument,
    "query ImageSources {\n  imageSources {\n    source\n    configured\n  }\n}": types.ImageSourcesDocument,
    "mutation PageCreate($input: PageInput!) {\n  createPage(input: $input) {\n    ...PageEditFields\n  }\n}": types.PageCreateDocument,
    "mutation PageDelete($id: ID!) {\n  deletePage(id: $id)\n}": types.PageDeleteDocument,
    "fragment PageEditFields on PageView {\n  id\n  title\n  slug\n  excerpt\n  content\n  featuredImage\n  status\n  publishedAt\n  seoTitle\n  seoDescription\n  isHomepage\n  template\n  language\n  translation {\n    id\n    slug\n    language\n    title\n  }\n  updatedAt\n}": types.PageEditFieldsFragmentDoc,
    "mutation PageUpdate($id: ID!, $input: PageInput!) {\n  updatePage(id: $id, input: $input) {\n    ...PageEditFields\n  }\n}": types.PageUpdateDocument,
    "mutation PostCreate($input: PostInput!) {\n  createPost(input: $input) {\n    ...PostEditFields\n  }\n}": types.PostCreateDocument,
    "mutation PostDelete($id: ID!) {\n  deletePost(id: $id)\n}": types.PostDeleteDocument,
    "subscription PostDraftStream($input: PostDraftInput!) {\n  postDraftStream(input: $input) {\n    title\n    content\n    excerpt\n    seoTitle\n    seoDescription\n    done\n    error\n  }\n}": types.PostDraftStreamDocument,
    "fragment PostEditFields on PostView {\n  id\n  title\n  slug\n  excerpt\n  content\n  featuredImage\n  category {\n    id\n  }\n  tags {\n    id\n    name\n    slug\n  }\n  status\n  publishedAt\n  seoTitle\n  seoDescription\n  language\n  translation {\n    id\n    slug\n    language\n    title\n  }\n  updatedAt\n}": types.PostEditFieldsFragmentDoc,
    "mutation PostUpdate($id: ID!, $input: PostInput!) {\n  updatePost(id: $id, input: $input) {\n    ...PostEditFields\n  }\n}": types.PostUpdateDocument,
    "mutation TagCreate($input: TagInput!) {\n  createTag(input: $input) {\n    id\n    name\n    slug\n  }\n}": types.TagCreateDocument,
    "query TagList {\n  tags {\n    id\n    name\n    slug\n  }\n}": types.TagListDocument,
    "fragment DealerFields on Dealer {\n  id\n  businessName\n  contactName\n  email\n  phone\n  address\n  city\n  state\n  zipCode\n  businessLicense\n  dealerLicense\n  federalTaxId\n  specialties\n  operatingRadius\n  notes\n  isVerified\n  verificationStatus\n  verificationDate\n  createdAt\n}": types.DealerFieldsFragmentDoc,
    "query DealerList($search: String) {\n  dealers(search: $search) {\n    ...DealerFields\n  }\n}": types.DealerListDocument,
    "mutation DealerPasswordSet($token: String!, $password: String!) {\n  setDealerPassword(token: $token, password: $password) {\n    username\n  }\n}": types.DealerPasswordSetDocument,
    "mutation DealerRegister($input: DealerApplicationInput!) {\n  registerDealer(input: $input) {\n    id\n  }\n}": types.DealerRegisterDocument,
    "mutation DealerStatusUpdate($id: ID!, $verificationStatus: String!) {\n  setDealerStatus(id: $id, verificationStatus: $verificationStatus) {\n    ...DealerFields\n  }\n}": types.DealerStatusUpdateDocument,
    "mutation DonationSubmit($input: DonationSubmitInput!) {\n  donationSubmit(input: $input) {\n    id\n    accessCode\n    trackingUrl\n  }\n}": types.DonationSubmitDocument,
    "subscription DonationStatusChanged($accessCode: String) {\n  donationStatusChanged(accessCode: $accessCode) {\n    kind\n    donationId\n    status\n    progress\n    update {\n      id\n      status\n      notes\n      createdAt\n    }\n  }\n}": types.DonationStatusChangedDocument,
    "query DonationsByEmail($email: String!) {\n  donationsByEmail(email: $email) {\n    id\n    status\n    progress\n    vehicleType\n    year\n    make\n    model\n    trim\n    estimatedValue\n    finalValue\n    receiptIssued\n    receiptNumber\n    receiptDate\n    pickupDate\n    createdAt\n    updatedAt\n    statusHistory {\n      id\n      status\n      notes\n      createdAt\n    }\n  }\n}": types.DonationsByEmailDocument,
    "query DonorPortal($accessCode: String!) {\n  donorPortal(accessCode: $accessCode) {\n    donation {\n      id\n      status\n      progress\n      vehicleType\n      year\n      make\n      model\n      trim\n      mileage\n      condition\n      vin\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      province\n      postalCode\n      preferredCharity\n      charityName\n      pickupPreference\n      pickupDate\n      pickupTime\n      estimatedValue\n      finalValue\n      receiptIssued\n      receiptNumber\n      receiptDate\n      createdAt\n    }\n    statusHistory {\n      id\n      status\n      notes\n      createdAt\n    }\n    communications {\n      id\n      type\n      method\n      subject\n      message\n      sentAt\n    }\n    accessInfo {\n      accessCount\n      lastAccessedAt\n    }\n    receiptDownloadUrl\n  }\n}": types.DonorPortalDocument,
    "mutation FormActiveSet($id: ID!, $isActive: Boolean!) {\n  setFormActive(id: $id, isActive: $isActive) {\n    id\n    isActive\n  }\n}": types.FormActiveSetDocument,
    "mutation FormCreate($input: FormInput!) {\n  createForm(input: $input) {\n    id\n  }\n}": types.FormCreateDocument,
    "mutation FormDelete($id: ID!) {\n  deleteForm(id: $id)\n}": types.FormDeleteDocument,
    "fragment FormFieldFields on FormField {\n  id\n  type\n  label\n  placeholder\n  required\n  options\n  showWhen {\n    fieldId\n    equals\n  }\n}": types.FormFieldFieldsFragmentDoc,
    "query FormList {\n  forms {\n    id\n    name\n    slug\n    description\n    isActive\n    submissionCount\n  }\n}": types.FormListDocument,
    "query FormRead($id: ID!) {\n  form(id: $id) {\n    id\n    name\n    slug\n    description\n    fields {\n      ...FormFieldFields\n    }\n    isActive\n    notifyEmail\n  }\n}": types.FormReadDocument,
    "query FormSubmissionList($formId: ID!, $page: Int) {\n  form(id: $formId) {\n    id\n    name\n    slug\n    fields {\n      ...FormFieldFields\n    }\n  }\n  formSubmissions(formId: $formId, page: $page) {\n    submissions {\n      id\n      data\n      createdAt\n    }\n    total\n    page\n    pageSize\n  }\n}": types.FormSubmissionListDocument,
    "mutation FormSubmit($formId: ID!, $answers: JSON!) {\n  submitForm(formId: $formId, answers: $answers) {\n    id\n    createdAt\n  }\n}": types.FormSubmitDocument,
    "mutation FormUpdate($id: ID!, $input: FormInput!) {\n  updateForm(id: $id, input: $input) {\n    id\n  }\n}": types.FormUpdateDocument,
    "query PublicFormRead($slug: String!) {\n  publicForm(slug: $slug) {\n    id\n    name\n    slug\n    description\n    fields {\n      ...FormFieldFields\n    }\n    isActive\n  }\n}": types.PublicFormReadDocument,
    "query PublicSettings {\n  publicSettings {\n    category\n    key\n    value\n  }\n}": types.PublicSettingsDocument,
    "mutation DonationCommunicationAdd($input: DonationCommunicationInput!) {\n  donationCommunicationAdd(input: $input) {\n    id\n    type\n    method\n    subject\n    message\n    sentAt\n  }\n}": types.DonationCommunicationAddDocument,
    "mutation DonationReceiptGenerate($input: ReceiptGenerateInput!) {\n  donationReceiptGenerate(input: $input) {\n    ...TaxReceiptFields\n  }\n}": types.DonationReceiptGenerateDocument,
    "mutation DonationStatusUpdate($input: DonationStatusUpdateInput!) {\n  donationStatusUpdate(input: $input) {\n    ...StaffDonationFields\n  }\n}": types.DonationStatusUpdateDocument,
    "query StaffDonation($id: Int!) {\n  staffDonation(id: $id) {\n    donation {\n      ...StaffDonationFields\n    }\n    statusHistory {\n      id\n      status\n      previousStatus\n      notes\n      updatedByName\n      createdAt\n    }\n    communications {\n      id\n      type\n      method\n      subject\n      message\n      sentAt\n    }\n    receipts {\n      ...TaxReceiptFields\n    }\n  }\n}": types.StaffDonationDocument,
    "subscription StaffDonationChanged {\n  donationStatusChanged {\n    kind\n    donationId\n    status\n    donation {\n      ...StaffDonationFields\n    }\n  }\n}": types.StaffDonationChangedDocument,
    "fragment StaffDonationFields on StaffDonation {\n  id\n  status\n  adminStatus\n  staffProgress\n  createdAt\n  updatedAt\n  year\n  make\n  model\n  trim\n  vin\n  mileage\n  condition\n  vehicleType\n  hasAccidents\n  hasLienOrFinance\n  firstName\n  lastName\n  email\n  phone\n  address\n  city\n  province\n  postalCode\n  preferredCharity\n  charityName\n  pickupPreference\n  preferredDate\n  notes\n  estimatedValue\n  finalValue\n  taxReceiptValue\n  receiptIssued\n  receiptNumber\n  receiptDate\n  receiptEmailSent\n  pickupDate\n  pickupTime\n  accessCode\n}": types.StaffDonationFieldsFragmentDoc,
    "query StaffDonations($search: String, $status: String, $page: Int, $pageSize: Int) {\n  staffDonations(\n    search: $search\n    status: $status\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...StaffDonationFields\n    }\n    total\n    page\n    pageSize\n  }\n}": types.StaffDonationsDocument,
    "fragment TaxReceiptFields on TaxReceiptView {\n  id\n  receiptNumber\n  status\n  receiptAmount\n  eligibleAmount\n  advantageAmount\n  language\n  issuedAt\n  emailSent\n  sendEmail\n  replacesReceiptNumber\n  downloadUrl\n}": types.TaxReceiptFieldsFragmentDoc,
    "mutation ColorThemeActivate($id: ID!) {\n  activateColorTheme(id: $id) {\n    ...ColorThemeFields\n  }\n}": types.ColorThemeActivateDocument,
    "mutation ColorThemeCreate($input: ColorThemeInput!) {\n  createColorTheme(input: $input) {\n    ...ColorThemeFields\n  }\n}": types.ColorThemeCreateDocument,
    "fragment ColorThemeFields on ColorTheme {\n  id\n  name\n  description\n  isActive\n  primary\n  primaryForeground\n  secondary\n  secondaryForeground\n  accent\n  accentForeground\n  background\n  foreground\n  card\n  cardForeground\n  muted\n  mutedForeground\n  border\n  input\n  ring\n  heroGradient\n  buttonGradient\n  buttonHoverGradient\n}": types.ColorThemeFieldsFragmentDoc,
    "query ColorThemeList {\n  colorThemes {\n    ...ColorThemeFields\n  }\n}": types.ColorThemeListDocument,
    "mutation ColorThemeUpdate($id: ID!, $input: ColorThemePatchInput!) {\n  updateColorTheme(id: $id, input: $input) {\n    ...ColorThemeFields\n  }\n}": types.ColorThemeUpdateDocument,
    "query VehicleValuation($input: ValuationInput!) {\n  vehicleValuation(input: $input) {\n    estimatedValue\n    marketRange {\n      low\n      high\n    }\n    taxDeduction\n    factors {\n      key\n      name\n      impact\n      effectPercent\n    }\n    recommendations {\n      key\n      text\n    }\n    comparableVehicles {\n      year\n      make\n      model\n      mileage\n      price\n      source\n    }\n    outcomesUsed\n  }\n}": types.VehicleValuationDocument,
    "query ActiveTheme {\n  activeTheme {\n    id\n    name\n    primary\n    primaryForeground\n    secondary\n    secondaryForeground\n    accent\n    accentForeground\n    background\n    foreground\n    card\n    cardForeground\n    muted\n    mutedForeground\n    border\n    input\n    ring\n    heroGradient\n    buttonGradient\n    buttonHoverGradient\n  }\n}": types.ActiveThemeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuctionBids($auctionId: ID!, $limit: Int) {\n  auctionBids(auctionId: $auctionId, limit: $limit) {\n    id\n    dealerId\n    bidAmount\n    createdAt\n  }\n}"): (typeof documents)["query AuctionBids($auctionId: ID!, $limit: Int) {\n  auctionBids(auctionId: $auctionId, limit: $limit) {\n    id\n    dealerId\n    bidAmount\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AuctionChanged($auctionId: ID) {\n  auctionChanged(auctionId: $auctionId) {\n    auctionId\n    reasons\n    status\n    currentHighBid\n    bidCount\n    endDate\n    bid {\n      id\n      dealerId\n      bidAmount\n      createdAt\n    }\n  }\n}"): (typeof documents)["subscription AuctionChanged($auctionId: ID) {\n  auctionChanged(auctionId: $auctionId) {\n    auctionId\n    reasons\n    status\n    currentHighBid\n    bidCount\n    endDate\n    bid {\n      id\n      dealerId\n      bidAmount\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuctionCreate($input: CreateAuctionInput!) {\n  createAuction(input: $input) {\n    ...AuctionFields\n  }\n}"): (typeof documents)["mutation AuctionCreate($input: CreateAuctionInput!) {\n  createAuction(input: $input) {\n    ...AuctionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuctionEnd($id: ID!) {\n  endAuction(id: $id) {\n    ...AuctionFields\n  }\n}"): (typeof documents)["mutation AuctionEnd($id: ID!) {\n  endAuction(id: $id) {\n    ...AuctionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AuctionFields on Auction {\n  id\n  donationId\n  status\n  startDate\n  endDate\n  minimumBid\n  reservePrice\n  currentHighBid\n  requiredBid\n  bidCount\n  winningDealerId\n  vehicleLocation\n  pickupInstructions\n  notes\n  vehicle {\n    year\n    make\n    model\n    trim\n    mileage\n    condition\n  }\n}"): (typeof documents)["fragment AuctionFields on Auction {\n  id\n  donationId\n  status\n  startDate\n  endDate\n  minimumBid\n  reservePrice\n  currentHighBid\n  requiredBid\n  bidCount\n  winningDealerId\n  vehicleLocation\n  pickupInstructions\n  notes\n  vehicle {\n    year\n    make\n    model\n    trim\n    mileage\n    condition\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuctionList($status: String, $search: String) {\n  auctions(status: $status, search: $search) {\n    ...AuctionFields\n  }\n}"): (typeof documents)["query AuctionList($status: String, $search: String) {\n  auctions(status: $status, search: $search) {\n    ...AuctionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuctionStart($id: ID!) {\n  startAuction(id: $id) {\n    ...AuctionFields\n  }\n}"): (typeof documents)["mutation AuctionStart($id: ID!) {\n  startAuction(id: $id) {\n    ...AuctionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuctionStats {\n  auctionStats {\n    total\n    active\n    pending\n    completed\n    totalBids\n    totalValue\n  }\n}"): (typeof documents)["query AuctionStats {\n  auctionStats {\n    total\n    active\n    pending\n    completed\n    totalBids\n    totalValue\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuctionableDonations {\n  auctionableDonations {\n    id\n    year\n    make\n    model\n    donorName\n    city\n  }\n}"): (typeof documents)["query AuctionableDonations {\n  auctionableDonations {\n    id\n    year\n    make\n    model\n    donorName\n    city\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BidPlace($input: PlaceBidInput!) {\n  placeBid(input: $input) {\n    id\n    auctionId\n    bidAmount\n    replayed\n  }\n}"): (typeof documents)["mutation BidPlace($input: PlaceBidInput!) {\n  placeBid(input: $input) {\n    id\n    auctionId\n    bidAmount\n    replayed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription BidPlaced($auctionId: ID!) {\n  bidPlaced(auctionId: $auctionId) {\n    id\n    dealerId\n    bidAmount\n    createdAt\n  }\n}"): (typeof documents)["subscription BidPlaced($auctionId: ID!) {\n  bidPlaced(auctionId: $auctionId) {\n    id\n    dealerId\n    bidAmount\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyDealer {\n  myDealer {\n    id\n    businessName\n    isVerified\n  }\n}"): (typeof documents)["query MyDealer {\n  myDealer {\n    id\n    businessName\n    isVerified\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AppInfo {\n  appInfo {\n    demoMode\n    demoAccounts {\n      username\n      role\n    }\n    demoPassword\n  }\n}"): (typeof documents)["query AppInfo {\n  appInfo {\n    demoMode\n    demoAccounts {\n      username\n      role\n    }\n    demoPassword\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    username\n    role\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    username\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserLogin($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    role\n  }\n}"): (typeof documents)["mutation UserLogin($input: LoginInput!) {\n  login(input: $input) {\n    id\n    username\n    role\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UserLogout {\n  logout\n}"): (typeof documents)["mutation UserLogout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogCategoryList {\n  categories {\n    id\n    name\n    slug\n    color\n    postCount\n  }\n}"): (typeof documents)["query BlogCategoryList {\n  categories {\n    id\n    name\n    slug\n    color\n    postCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogPostList($search: String, $categories: [String!], $language: String, $page: Int) {\n  blogPosts(\n    search: $search\n    categories: $categories\n    language: $language\n    page: $page\n  ) {\n    posts {\n      ...PostSummaryFields\n    }\n    total\n    page\n    pageSize\n  }\n}"): (typeof documents)["query BlogPostList($search: String, $categories: [String!], $language: String, $page: Int) {\n  blogPosts(\n    search: $search\n    categories: $categories\n    language: $language\n    page: $page\n  ) {\n    posts {\n      ...PostSummaryFields\n    }\n    total\n    page\n    pageSize\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BlogPostRead($slug: String!) {\n  blogPost(slug: $slug) {\n    post {\n      id\n      title\n      slug\n      excerpt\n      content\n      featuredImage\n      category {\n        id\n        name\n        slug\n        color\n      }\n      tags {\n        id\n        name\n        slug\n      }\n      publishedAt\n      seoTitle\n      seoDescription\n      viewCount\n      readMinutes\n      language\n      translation {\n        id\n        slug\n        language\n        title\n      }\n      author\n    }\n    related {\n      ...PostSummaryFields\n    }\n  }\n}"): (typeof documents)["query BlogPostRead($slug: String!) {\n  blogPost(slug: $slug) {\n    post {\n      id\n      title\n      slug\n      excerpt\n      content\n      featuredImage\n      category {\n        id\n        name\n        slug\n        color\n      }\n      tags {\n        id\n        name\n        slug\n      }\n      publishedAt\n      seoTitle\n      seoDescription\n      viewCount\n      readMinutes\n      language\n      translation {\n        id\n        slug\n        language\n        title\n      }\n      author\n    }\n    related {\n      ...PostSummaryFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PostSummaryFields on PostSummary {\n  id\n  title\n  slug\n  excerpt\n  featuredImage\n  category {\n    id\n    name\n    slug\n    color\n  }\n  language\n  publishedAt\n  viewCount\n  readMinutes\n}"): (typeof documents)["fragment PostSummaryFields on PostSummary {\n  id\n  title\n  slug\n  excerpt\n  featuredImage\n  category {\n    id\n    name\n    slug\n    color\n  }\n  language\n  publishedAt\n  viewCount\n  readMinutes\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublishedPageRead($slug: String!) {\n  publishedPage(slug: $slug) {\n    id\n    title\n    slug\n    excerpt\n    content\n    featuredImage\n    seoTitle\n    seoDescription\n    isHomepage\n    template\n    language\n    translation {\n      id\n      slug\n      language\n      title\n    }\n    updatedAt\n  }\n}"): (typeof documents)["query PublishedPageRead($slug: String!) {\n  publishedPage(slug: $slug) {\n    id\n    title\n    slug\n    excerpt\n    content\n    featuredImage\n    seoTitle\n    seoDescription\n    isHomepage\n    template\n    language\n    translation {\n      id\n      slug\n      language\n      title\n    }\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CharityActiveSet($id: ID!, $isActive: Boolean!) {\n  setCharityActive(id: $id, isActive: $isActive) {\n    ...CharityFields\n  }\n}"): (typeof documents)["mutation CharityActiveSet($id: ID!, $isActive: Boolean!) {\n  setCharityActive(id: $id, isActive: $isActive) {\n    ...CharityFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CharityCheckFields on CharityCheck {\n  code\n  message\n  values\n}"): (typeof documents)["fragment CharityCheckFields on CharityCheck {\n  code\n  message\n  values\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityChoices {\n  charityChoices {\n    id\n    name\n    city\n    state\n  }\n}"): (typeof documents)["query CharityChoices {\n  charityChoices {\n    id\n    name\n    city\n    state\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityEligibility($registrationNumber: String!) {\n  charityEligibility(registrationNumber: $registrationNumber) {\n    isEligible\n    requirements {\n      ...CharityCheckFields\n    }\n    restrictions {\n      ...CharityCheckFields\n    }\n  }\n}"): (typeof documents)["query CharityEligibility($registrationNumber: String!) {\n  charityEligibility(registrationNumber: $registrationNumber) {\n    isEligible\n    requirements {\n      ...CharityCheckFields\n    }\n    restrictions {\n      ...CharityCheckFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityEnhanced($registrationNumber: String!) {\n  enhancedCharity(registrationNumber: $registrationNumber) {\n    isValid\n    error\n    charity {\n      registrationNumber\n      name\n      registryStatus\n      designation\n      complianceStatus\n      boardSize\n      compensatedPositions\n      fiscalYear\n      t3010Filed\n      t3010DueDate\n      lastFilingDate\n      governmentFunding\n      programAreas\n      annualRevenue\n      charitablePurposes\n      fundraisingCosts\n      administrativeCosts\n      totalExpenditures\n    }\n  }\n}"): (typeof documents)["query CharityEnhanced($registrationNumber: String!) {\n  enhancedCharity(registrationNumber: $registrationNumber) {\n    isValid\n    error\n    charity {\n      registrationNumber\n      name\n      registryStatus\n      designation\n      complianceStatus\n      boardSize\n      compensatedPositions\n      fiscalYear\n      t3010Filed\n      t3010DueDate\n      lastFilingDate\n      governmentFunding\n      programAreas\n      annualRevenue\n      charitablePurposes\n      fundraisingCosts\n      administrativeCosts\n      totalExpenditures\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CharityFields on CharityView {\n  id\n  name\n  registrationNumber\n  registrationNumberDisplay\n  address\n  city\n  state\n  zipCode\n  phone\n  email\n  website\n  description\n  category\n  isActive\n  verificationStatus\n  lastVerified\n  registryStatus\n  complianceStatus\n  syncStatus\n  lastSyncDate\n  hasAccount\n  createdAt\n}"): (typeof documents)["fragment CharityFields on CharityView {\n  id\n  name\n  registrationNumber\n  registrationNumberDisplay\n  address\n  city\n  state\n  zipCode\n  phone\n  email\n  website\n  description\n  category\n  isActive\n  verificationStatus\n  lastVerified\n  registryStatus\n  complianceStatus\n  syncStatus\n  lastSyncDate\n  hasAccount\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityList($search: String) {\n  charities(search: $search) {\n    ...CharityFields\n  }\n}"): (typeof documents)["query CharityList($search: String) {\n  charities(search: $search) {\n    ...CharityFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityMetrics($registrationNumber: String!) {\n  charityMetrics(registrationNumber: $registrationNumber) {\n    registrationNumber\n    fiscalYear\n    efficiency\n    transparency\n    impact\n    governance\n    overall\n  }\n}"): (typeof documents)["query CharityMetrics($registrationNumber: String!) {\n  charityMetrics(registrationNumber: $registrationNumber) {\n    registrationNumber\n    fiscalYear\n    efficiency\n    transparency\n    impact\n    governance\n    overall\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CharityPasswordSet($token: String!, $password: String!) {\n  setCharityPassword(token: $token, password: $password) {\n    username\n  }\n}"): (typeof documents)["mutation CharityPasswordSet($token: String!, $password: String!) {\n  setCharityPassword(token: $token, password: $password) {\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityPortal {\n  charityPortal {\n    charity {\n      ...CharityFields\n    }\n    totals {\n      donations\n      receiptsIssued\n      receiptedAmount\n      auctionProceeds\n    }\n    donations {\n      id\n      status\n      createdAt\n      vehicle\n      donorName\n      estimatedValue\n      finalValue\n      receiptNumber\n      receiptIssued\n    }\n    receipts {\n      receiptNumber\n      receiptDate\n      donationId\n      receiptAmount\n      status\n    }\n    auctions {\n      id\n      donationId\n      title\n      status\n      currentBid\n      bidCount\n      endTime\n      finalPrice\n    }\n  }\n}"): (typeof documents)["query CharityPortal {\n  charityPortal {\n    charity {\n      ...CharityFields\n    }\n    totals {\n      donations\n      receiptsIssued\n      receiptedAmount\n      auctionProceeds\n    }\n    donations {\n      id\n      status\n      createdAt\n      vehicle\n      donorName\n      estimatedValue\n      finalValue\n      receiptNumber\n      receiptIssued\n    }\n    receipts {\n      receiptNumber\n      receiptDate\n      donationId\n      receiptAmount\n      status\n    }\n    auctions {\n      id\n      donationId\n      title\n      status\n      currentBid\n      bidCount\n      endTime\n      finalPrice\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription CharityPortalChanged {\n  charityPortalChanged {\n    charityId\n    reason\n  }\n}"): (typeof documents)["subscription CharityPortalChanged {\n  charityPortalChanged {\n    charityId\n    reason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityReceiptValidation($registrationNumber: String!, $donationAmount: String!) {\n  charityReceiptValidation(\n    registrationNumber: $registrationNumber\n    donationAmount: $donationAmount\n  ) {\n    isAuthorized\n    receiptRequirements {\n      ...CharityCheckFields\n    }\n    warnings {\n      ...CharityCheckFields\n    }\n  }\n}"): (typeof documents)["query CharityReceiptValidation($registrationNumber: String!, $donationAmount: String!) {\n  charityReceiptValidation(\n    registrationNumber: $registrationNumber\n    donationAmount: $donationAmount\n  ) {\n    isAuthorized\n    receiptRequirements {\n      ...CharityCheckFields\n    }\n    warnings {\n      ...CharityCheckFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CharityRegister($input: CharityInput!) {\n  registerCharity(input: $input) {\n    ...CharityFields\n  }\n}"): (typeof documents)["mutation CharityRegister($input: CharityInput!) {\n  registerCharity(input: $input) {\n    ...CharityFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityRegistryCheck($registrationNumber: String!) {\n  charityRegistryCheck(registrationNumber: $registrationNumber) {\n    verified\n    registrationNumber\n    status\n    name\n    address\n    city\n    province\n    postalCode\n    website\n    description\n  }\n}"): (typeof documents)["query CharityRegistryCheck($registrationNumber: String!) {\n  charityRegistryCheck(registrationNumber: $registrationNumber) {\n    verified\n    registrationNumber\n    status\n    name\n    address\n    city\n    province\n    postalCode\n    website\n    description\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CharitySync($registrationNumber: String!) {\n  syncCharity(registrationNumber: $registrationNumber) {\n    success\n    lastSync\n    changes {\n      field\n      before\n      after\n    }\n  }\n}"): (typeof documents)["mutation CharitySync($registrationNumber: String!) {\n  syncCharity(registrationNumber: $registrationNumber) {\n    success\n    lastSync\n    changes {\n      field\n      before\n      after\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CharityUpdate($id: ID!, $input: CharityInput!) {\n  updateCharity(id: $id, input: $input) {\n    ...CharityFields\n  }\n}"): (typeof documents)["mutation CharityUpdate($id: ID!, $input: CharityInput!) {\n  updateCharity(id: $id, input: $input) {\n    ...CharityFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CharityVerificationSet($id: ID!, $verificationStatus: String!) {\n  setCharityVerification(id: $id, verificationStatus: $verificationStatus) {\n    ...CharityFields\n  }\n}"): (typeof documents)["mutation CharityVerificationSet($id: ID!, $verificationStatus: String!) {\n  setCharityVerification(id: $id, verificationStatus: $verificationStatus) {\n    ...CharityFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityVerify($registrationNumber: String!) {\n  verifyCharity(registrationNumber: $registrationNumber) {\n    isValid\n    registrationNumber\n    registry\n    found\n    name\n    status\n  }\n}"): (typeof documents)["query CharityVerify($registrationNumber: String!) {\n  verifyCharity(registrationNumber: $registrationNumber) {\n    isValid\n    registrationNumber\n    registry\n    found\n    name\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CharityVerifyDetailed($registrationNumber: String!) {\n  verifyCharityDetailed(registrationNumber: $registrationNumber) {\n    isValid\n    charity {\n      isValid\n      registrationNumber\n      registry\n      found\n      name\n      status\n      details {\n        address {\n          streetAddress\n          city\n          state\n          zipCode\n        }\n        contact {\n          phone\n          email\n          website\n        }\n        programs\n        financialInfo {\n          year\n          totalRevenue\n          charitablePurposes\n          fundraisingCosts\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query CharityVerifyDetailed($registrationNumber: String!) {\n  verifyCharityDetailed(registrationNumber: $registrationNumber) {\n    isValid\n    charity {\n      isValid\n      registrationNumber\n      registry\n      found\n      name\n      status\n      details {\n        address {\n          streetAddress\n          city\n          state\n          zipCode\n        }\n        contact {\n          phone\n          email\n          website\n        }\n        programs\n        financialInfo {\n          year\n          totalRevenue\n          charitablePurposes\n          fundraisingCosts\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyCharity {\n  myCharity {\n    ...CharityFields\n  }\n}"): (typeof documents)["query MyCharity {\n  myCharity {\n    ...CharityFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatAdminMessages($sessionId: String!) {\n  chatAdminMessages(sessionId: $sessionId) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["query ChatAdminMessages($sessionId: String!) {\n  chatAdminMessages(sessionId: $sessionId) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatAdminSessions($filter: ChatSessionFilterInput) {\n  chatAdminSessions(filter: $filter) {\n    ...ChatSessionFields\n  }\n}"): (typeof documents)["query ChatAdminSessions($filter: ChatSessionFilterInput) {\n  chatAdminSessions(filter: $filter) {\n    ...ChatSessionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatAdminStats {\n  chatAdminStats {\n    totalSessions\n    activeSessions\n    totalMessages\n    averageMessages\n    days {\n      date\n      messages\n      sessions\n    }\n  }\n}"): (typeof documents)["query ChatAdminStats {\n  chatAdminStats {\n    totalSessions\n    activeSessions\n    totalMessages\n    averageMessages\n    days {\n      date\n      messages\n      sessions\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatAssistant {\n  chatAssistant {\n    model\n    builtIn\n  }\n}"): (typeof documents)["query ChatAssistant {\n  chatAssistant {\n    model\n    builtIn\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatAssistantConfig {\n  chatAssistantConfig {\n    ...ChatAssistantConfigFields\n  }\n}"): (typeof documents)["query ChatAssistantConfig {\n  chatAssistantConfig {\n    ...ChatAssistantConfigFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatAssistantConfigFields on ChatAssistantConfig {\n  systemPrompt\n  businessInfo {\n    companyName\n    phone\n    email\n    website\n    address\n    supportHours\n    coverageArea\n    avgPickupTime\n    charityCount\n    avgDonationValue\n    yearsInBusiness\n    totalDonationsProcessed\n    taxReceiptCompliance\n    pickupCost\n    supportedVehicles\n    donationProcess\n    commonQuestions {\n      question\n      answer\n      language\n    }\n  }\n}"): (typeof documents)["fragment ChatAssistantConfigFields on ChatAssistantConfig {\n  systemPrompt\n  businessInfo {\n    companyName\n    phone\n    email\n    website\n    address\n    supportHours\n    coverageArea\n    avgPickupTime\n    charityCount\n    avgDonationValue\n    yearsInBusiness\n    totalDonationsProcessed\n    taxReceiptCompliance\n    pickupCost\n    supportedVehicles\n    donationProcess\n    commonQuestions {\n      question\n      answer\n      language\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatBusinessInfoUpdate($input: ChatBusinessInfoInput!) {\n  chatBusinessInfoUpdate(input: $input) {\n    ...ChatAssistantConfigFields\n  }\n}"): (typeof documents)["mutation ChatBusinessInfoUpdate($input: ChatBusinessInfoInput!) {\n  chatBusinessInfoUpdate(input: $input) {\n    ...ChatAssistantConfigFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatMessageFields on ChatMessage {\n  id\n  role\n  content\n  createdAt\n  tokens\n}"): (typeof documents)["fragment ChatMessageFields on ChatMessage {\n  id\n  role\n  content\n  createdAt\n  tokens\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatMessageSend($input: ChatMessageSendInput!) {\n  chatMessageSend(input: $input) {\n    replyId\n    userMessage {\n      ...ChatMessageFields\n    }\n  }\n}"): (typeof documents)["mutation ChatMessageSend($input: ChatMessageSendInput!) {\n  chatMessageSend(input: $input) {\n    replyId\n    userMessage {\n      ...ChatMessageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatMessages($sessionId: String!) {\n  chatMessages(sessionId: $sessionId) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["query ChatMessages($sessionId: String!) {\n  chatMessages(sessionId: $sessionId) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatSessionCreate($input: ChatSessionCreateInput!) {\n  chatSessionCreate(input: $input) {\n    ...ChatSessionFields\n  }\n}"): (typeof documents)["mutation ChatSessionCreate($input: ChatSessionCreateInput!) {\n  chatSessionCreate(input: $input) {\n    ...ChatSessionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatSessionDelete($sessionId: String!) {\n  chatSessionDelete(sessionId: $sessionId)\n}"): (typeof documents)["mutation ChatSessionDelete($sessionId: String!) {\n  chatSessionDelete(sessionId: $sessionId)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatSessionFields on ChatSession {\n  id\n  sessionId\n  title\n  messageCount\n  isActive\n  createdAt\n  lastMessageAt\n}"): (typeof documents)["fragment ChatSessionFields on ChatSession {\n  id\n  sessionId\n  title\n  messageCount\n  isActive\n  createdAt\n  lastMessageAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ChatSessions {\n  chatSessions {\n    ...ChatSessionFields\n  }\n}"): (typeof documents)["query ChatSessions {\n  chatSessions {\n    ...ChatSessionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription ChatStream($sessionId: String!) {\n  chatStream(sessionId: $sessionId) {\n    messageId\n    delta\n    offset\n    done\n    error\n    storedMessageId\n  }\n}"): (typeof documents)["subscription ChatStream($sessionId: String!) {\n  chatStream(sessionId: $sessionId) {\n    messageId\n    delta\n    offset\n    done\n    error\n    storedMessageId\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatSystemPromptUpdate($systemPrompt: String!) {\n  chatSystemPromptUpdate(systemPrompt: $systemPrompt) {\n    ...ChatAssistantConfigFields\n  }\n}"): (typeof documents)["mutation ChatSystemPromptUpdate($systemPrompt: String!) {\n  chatSystemPromptUpdate(systemPrompt: $systemPrompt) {\n    ...ChatAssistantConfigFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChatWelcome($sessionId: String!, $language: String) {\n  chatWelcome(sessionId: $sessionId, language: $language) {\n    ...ChatMessageFields\n  }\n}"): (typeof documents)["mutation ChatWelcome($sessionId: String!, $language: String) {\n  chatWelcome(sessionId: $sessionId, language: $language) {\n    ...ChatMessageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPageList($search: String) {\n  adminPages(search: $search) {\n    ...PageEditFields\n  }\n}"): (typeof documents)["query AdminPageList($search: String) {\n  adminPages(search: $search) {\n    ...PageEditFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPageRead($id: ID!) {\n  adminPage(id: $id) {\n    ...PageEditFields\n  }\n}"): (typeof documents)["query AdminPageRead($id: ID!) {\n  adminPage(id: $id) {\n    ...PageEditFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPostList($search: String, $status: String, $page: Int) {\n  adminPosts(search: $search, status: $status, page: $page) {\n    posts {\n      id\n      title\n      slug\n      category {\n        id\n        name\n        color\n      }\n      language\n      status\n      publishedAt\n      viewCount\n    }\n    total\n    page\n    pageSize\n  }\n}"): (typeof documents)["query AdminPostList($search: String, $status: String, $page: Int) {\n  adminPosts(search: $search, status: $status, page: $page) {\n    posts {\n      id\n      title\n      slug\n      category {\n        id\n        name\n        color\n      }\n      language\n      status\n      publishedAt\n      viewCount\n    }\n    total\n    page\n    pageSize\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPostRead($id: ID!) {\n  adminPost(id: $id) {\n    ...PostEditFields\n  }\n}"): (typeof documents)["query AdminPostRead($id: ID!) {\n  adminPost(id: $id) {\n    ...PostEditFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CategoryCreate($input: CategoryInput!) {\n  createCategory(input: $input) {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}"): (typeof documents)["mutation CategoryCreate($input: CategoryInput!) {\n  createCategory(input: $input) {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CategoryDelete($id: ID!) {\n  deleteCategory(id: $id)\n}"): (typeof documents)["mutation CategoryDelete($id: ID!) {\n  deleteCategory(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CategoryUpdate($id: ID!, $input: CategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}"): (typeof documents)["mutation CategoryUpdate($id: ID!, $input: CategoryInput!) {\n  updateCategory(id: $id, input: $input) {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ContentCategoryList {\n  categories {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}"): (typeof documents)["query ContentCategoryList {\n  categories {\n    id\n    name\n    slug\n    description\n    color\n    postCount\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImageSearch($query: String!, $source: String!, $page: Int!) {\n  imageSearch(query: $query, source: $source, page: $page) {\n    total\n    images {\n      id\n      url\n      preview\n      tags\n      user\n      pageUrl\n      source\n    }\n  }\n}"): (typeof documents)["query ImageSearch($query: String!, $source: String!, $page: Int!) {\n  imageSearch(query: $query, source: $source, page: $page) {\n    total\n    images {\n      id\n      url\n      preview\n      tags\n      user\n      pageUrl\n      source\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ImageSources {\n  imageSources {\n    source\n    configured\n  }\n}"): (typeof documents)["query ImageSources {\n  imageSources {\n    source\n    configured\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PageCreate($input: PageInput!) {\n  createPage(input: $input) {\n    ...PageEditFields\n  }\n}"): (typeof documents)["mutation PageCreate($input: PageInput!) {\n  createPage(input: $input) {\n    ...PageEditFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PageDelete($id: ID!) {\n  deletePage(id: $id)\n}"): (typeof documents)["mutation PageDelete($id: ID!) {\n  deletePage(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PageEditFields on PageView {\n  id\n  title\n  slug\n  excerpt\n  content\n  featuredImage\n  status\n  publishedAt\n  seoTitle\n  seoDescription\n  isHomepage\n  template\n  language\n  translation {\n    id\n    slug\n    language\n    title\n  }\n  updatedAt\n}"): (typeof documents)["fragment PageEditFields on PageView {\n  id\n  title\n  slug\n  excerpt\n  content\n  featuredImage\n  status\n  publishedAt\n  seoTitle\n  seoDescription\n  isHomepage\n  template\n  language\n  translation {\n    id\n    slug\n    language\n    title\n  }\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PageUpdate($id: ID!, $input: PageInput!) {\n  updatePage(id: $id, input: $input) {\n    ...PageEditFields\n  }\n}"): (typeof documents)["mutation PageUpdate($id: ID!, $input: PageInput!) {\n  updatePage(id: $id, input: $input) {\n    ...PageEditFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostCreate($input: PostInput!) {\n  createPost(input: $input) {\n    ...PostEditFields\n  }\n}"): (typeof documents)["mutation PostCreate($input: PostInput!) {\n  createPost(input: $input) {\n    ...PostEditFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostDelete($id: ID!) {\n  deletePost(id: $id)\n}"): (typeof documents)["mutation PostDelete($id: ID!) {\n  deletePost(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PostDraftStream($input: PostDraftInput!) {\n  postDraftStream(input: $input) {\n    title\n    content\n    excerpt\n    seoTitle\n    seoDescription\n    done\n    error\n  }\n}"): (typeof documents)["subscription PostDraftStream($input: PostDraftInput!) {\n  postDraftStream(input: $input) {\n    title\n    content\n    excerpt\n    seoTitle\n    seoDescription\n    done\n    error\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PostEditFields on PostView {\n  id\n  title\n  slug\n  excerpt\n  content\n  featuredImage\n  category {\n    id\n  }\n  tags {\n    id\n    name\n    slug\n  }\n  status\n  publishedAt\n  seoTitle\n  seoDescription\n  language\n  translation {\n    id\n    slug\n    language\n    title\n  }\n  updatedAt\n}"): (typeof documents)["fragment PostEditFields on PostView {\n  id\n  title\n  slug\n  excerpt\n  content\n  featuredImage\n  category {\n    id\n  }\n  tags {\n    id\n    name\n    slug\n  }\n  status\n  publishedAt\n  seoTitle\n  seoDescription\n  language\n  translation {\n    id\n    slug\n    language\n    title\n  }\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostUpdate($id: ID!, $input: PostInput!) {\n  updatePost(id: $id, input: $input) {\n    ...PostEditFields\n  }\n}"): (typeof documents)["mutation PostUpdate($id: ID!, $input: PostInput!) {\n  updatePost(id: $id, input: $input) {\n    ...PostEditFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TagCreate($input: TagInput!) {\n  createTag(input: $input) {\n    id\n    name\n    slug\n  }\n}"): (typeof documents)["mutation TagCreate($input: TagInput!) {\n  createTag(input: $input) {\n    id\n    name\n    slug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TagList {\n  tags {\n    id\n    name\n    slug\n  }\n}"): (typeof documents)["query TagList {\n  tags {\n    id\n    name\n    slug\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DealerFields on Dealer {\n  id\n  businessName\n  contactName\n  email\n  phone\n  address\n  city\n  state\n  zipCode\n  businessLicense\n  dealerLicense\n  federalTaxId\n  specialties\n  operatingRadius\n  notes\n  isVerified\n  verificationStatus\n  verificationDate\n  createdAt\n}"): (typeof documents)["fragment DealerFields on Dealer {\n  id\n  businessName\n  contactName\n  email\n  phone\n  address\n  city\n  state\n  zipCode\n  businessLicense\n  dealerLicense\n  federalTaxId\n  specialties\n  operatingRadius\n  notes\n  isVerified\n  verificationStatus\n  verificationDate\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DealerList($search: String) {\n  dealers(search: $search) {\n    ...DealerFields\n  }\n}"): (typeof documents)["query DealerList($search: String) {\n  dealers(search: $search) {\n    ...DealerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DealerPasswordSet($token: String!, $password: String!) {\n  setDealerPassword(token: $token, password: $password) {\n    username\n  }\n}"): (typeof documents)["mutation DealerPasswordSet($token: String!, $password: String!) {\n  setDealerPassword(token: $token, password: $password) {\n    username\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DealerRegister($input: DealerApplicationInput!) {\n  registerDealer(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation DealerRegister($input: DealerApplicationInput!) {\n  registerDealer(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DealerStatusUpdate($id: ID!, $verificationStatus: String!) {\n  setDealerStatus(id: $id, verificationStatus: $verificationStatus) {\n    ...DealerFields\n  }\n}"): (typeof documents)["mutation DealerStatusUpdate($id: ID!, $verificationStatus: String!) {\n  setDealerStatus(id: $id, verificationStatus: $verificationStatus) {\n    ...DealerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DonationSubmit($input: DonationSubmitInput!) {\n  donationSubmit(input: $input) {\n    id\n    accessCode\n    trackingUrl\n  }\n}"): (typeof documents)["mutation DonationSubmit($input: DonationSubmitInput!) {\n  donationSubmit(input: $input) {\n    id\n    accessCode\n    trackingUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription DonationStatusChanged($accessCode: String) {\n  donationStatusChanged(accessCode: $accessCode) {\n    kind\n    donationId\n    status\n    progress\n    update {\n      id\n      status\n      notes\n      createdAt\n    }\n  }\n}"): (typeof documents)["subscription DonationStatusChanged($accessCode: String) {\n  donationStatusChanged(accessCode: $accessCode) {\n    kind\n    donationId\n    status\n    progress\n    update {\n      id\n      status\n      notes\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DonationsByEmail($email: String!) {\n  donationsByEmail(email: $email) {\n    id\n    status\n    progress\n    vehicleType\n    year\n    make\n    model\n    trim\n    estimatedValue\n    finalValue\n    receiptIssued\n    receiptNumber\n    receiptDate\n    pickupDate\n    createdAt\n    updatedAt\n    statusHistory {\n      id\n      status\n      notes\n      createdAt\n    }\n  }\n}"): (typeof documents)["query DonationsByEmail($email: String!) {\n  donationsByEmail(email: $email) {\n    id\n    status\n    progress\n    vehicleType\n    year\n    make\n    model\n    trim\n    estimatedValue\n    finalValue\n    receiptIssued\n    receiptNumber\n    receiptDate\n    pickupDate\n    createdAt\n    updatedAt\n    statusHistory {\n      id\n      status\n      notes\n      createdAt\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DonorPortal($accessCode: String!) {\n  donorPortal(accessCode: $accessCode) {\n    donation {\n      id\n      status\n      progress\n      vehicleType\n      year\n      make\n      model\n      trim\n      mileage\n      condition\n      vin\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      province\n      postalCode\n      preferredCharity\n      charityName\n      pickupPreference\n      pickupDate\n      pickupTime\n      estimatedValue\n      finalValue\n      receiptIssued\n      receiptNumber\n      receiptDate\n      createdAt\n    }\n    statusHistory {\n      id\n      status\n      notes\n      createdAt\n    }\n    communications {\n      id\n      type\n      method\n      subject\n      message\n      sentAt\n    }\n    accessInfo {\n      accessCount\n      lastAccessedAt\n    }\n    receiptDownloadUrl\n  }\n}"): (typeof documents)["query DonorPortal($accessCode: String!) {\n  donorPortal(accessCode: $accessCode) {\n    donation {\n      id\n      status\n      progress\n      vehicleType\n      year\n      make\n      model\n      trim\n      mileage\n      condition\n      vin\n      firstName\n      lastName\n      email\n      phone\n      address\n      city\n      province\n      postalCode\n      preferredCharity\n      charityName\n      pickupPreference\n      pickupDate\n      pickupTime\n      estimatedValue\n      finalValue\n      receiptIssued\n      receiptNumber\n      receiptDate\n      createdAt\n    }\n    statusHistory {\n      id\n      status\n      notes\n      createdAt\n    }\n    communications {\n      id\n      type\n      method\n      subject\n      message\n      sentAt\n    }\n    accessInfo {\n      accessCount\n      lastAccessedAt\n    }\n    receiptDownloadUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FormActiveSet($id: ID!, $isActive: Boolean!) {\n  setFormActive(id: $id, isActive: $isActive) {\n    id\n    isActive\n  }\n}"): (typeof documents)["mutation FormActiveSet($id: ID!, $isActive: Boolean!) {\n  setFormActive(id: $id, isActive: $isActive) {\n    id\n    isActive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FormCreate($input: FormInput!) {\n  createForm(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation FormCreate($input: FormInput!) {\n  createForm(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FormDelete($id: ID!) {\n  deleteForm(id: $id)\n}"): (typeof documents)["mutation FormDelete($id: ID!) {\n  deleteForm(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FormFieldFields on FormField {\n  id\n  type\n  label\n  placeholder\n  required\n  options\n  showWhen {\n    fieldId\n    equals\n  }\n}"): (typeof documents)["fragment FormFieldFields on FormField {\n  id\n  type\n  label\n  placeholder\n  required\n  options\n  showWhen {\n    fieldId\n    equals\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FormList {\n  forms {\n    id\n    name\n    slug\n    description\n    isActive\n    submissionCount\n  }\n}"): (typeof documents)["query FormList {\n  forms {\n    id\n    name\n    slug\n    description\n    isActive\n    submissionCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FormRead($id: ID!) {\n  form(id: $id) {\n    id\n    name\n    slug\n    description\n    fields {\n      ...FormFieldFields\n    }\n    isActive\n    notifyEmail\n  }\n}"): (typeof documents)["query FormRead($id: ID!) {\n  form(id: $id) {\n    id\n    name\n    slug\n    description\n    fields {\n      ...FormFieldFields\n    }\n    isActive\n    notifyEmail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FormSubmissionList($formId: ID!, $page: Int) {\n  form(id: $formId) {\n    id\n    name\n    slug\n    fields {\n      ...FormFieldFields\n    }\n  }\n  formSubmissions(formId: $formId, page: $page) {\n    submissions {\n      id\n      data\n      createdAt\n    }\n    total\n    page\n    pageSize\n  }\n}"): (typeof documents)["query FormSubmissionList($formId: ID!, $page: Int) {\n  form(id: $formId) {\n    id\n    name\n    slug\n    fields {\n      ...FormFieldFields\n    }\n  }\n  formSubmissions(formId: $formId, page: $page) {\n    submissions {\n      id\n      data\n      createdAt\n    }\n    total\n    page\n    pageSize\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FormSubmit($formId: ID!, $answers: JSON!) {\n  submitForm(formId: $formId, answers: $answers) {\n    id\n    createdAt\n  }\n}"): (typeof documents)["mutation FormSubmit($formId: ID!, $answers: JSON!) {\n  submitForm(formId: $formId, answers: $answers) {\n    id\n    createdAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FormUpdate($id: ID!, $input: FormInput!) {\n  updateForm(id: $id, input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation FormUpdate($id: ID!, $input: FormInput!) {\n  updateForm(id: $id, input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicFormRead($slug: String!) {\n  publicForm(slug: $slug) {\n    id\n    name\n    slug\n    description\n    fields {\n      ...FormFieldFields\n    }\n    isActive\n  }\n}"): (typeof documents)["query PublicFormRead($slug: String!) {\n  publicForm(slug: $slug) {\n    id\n    name\n    slug\n    description\n    fields {\n      ...FormFieldFields\n    }\n    isActive\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicSettings {\n  publicSettings {\n    category\n    key\n    value\n  }\n}"): (typeof documents)["query PublicSettings {\n  publicSettings {\n    category\n    key\n    value\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DonationCommunicationAdd($input: DonationCommunicationInput!) {\n  donationCommunicationAdd(input: $input) {\n    id\n    type\n    method\n    subject\n    message\n    sentAt\n  }\n}"): (typeof documents)["mutation DonationCommunicationAdd($input: DonationCommunicationInput!) {\n  donationCommunicationAdd(input: $input) {\n    id\n    type\n    method\n    subject\n    message\n    sentAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DonationReceiptGenerate($input: ReceiptGenerateInput!) {\n  donationReceiptGenerate(input: $input) {\n    ...TaxReceiptFields\n  }\n}"): (typeof documents)["mutation DonationReceiptGenerate($input: ReceiptGenerateInput!) {\n  donationReceiptGenerate(input: $input) {\n    ...TaxReceiptFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DonationStatusUpdate($input: DonationStatusUpdateInput!) {\n  donationStatusUpdate(input: $input) {\n    ...StaffDonationFields\n  }\n}"): (typeof documents)["mutation DonationStatusUpdate($input: DonationStatusUpdateInput!) {\n  donationStatusUpdate(input: $input) {\n    ...StaffDonationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffDonation($id: Int!) {\n  staffDonation(id: $id) {\n    donation {\n      ...StaffDonationFields\n    }\n    statusHistory {\n      id\n      status\n      previousStatus\n      notes\n      updatedByName\n      createdAt\n    }\n    communications {\n      id\n      type\n      method\n      subject\n      message\n      sentAt\n    }\n    receipts {\n      ...TaxReceiptFields\n    }\n  }\n}"): (typeof documents)["query StaffDonation($id: Int!) {\n  staffDonation(id: $id) {\n    donation {\n      ...StaffDonationFields\n    }\n    statusHistory {\n      id\n      status\n      previousStatus\n      notes\n      updatedByName\n      createdAt\n    }\n    communications {\n      id\n      type\n      method\n      subject\n      message\n      sentAt\n    }\n    receipts {\n      ...TaxReceiptFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription StaffDonationChanged {\n  donationStatusChanged {\n    kind\n    donationId\n    status\n    donation {\n      ...StaffDonationFields\n    }\n  }\n}"): (typeof documents)["subscription StaffDonationChanged {\n  donationStatusChanged {\n    kind\n    donationId\n    status\n    donation {\n      ...StaffDonationFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffDonationFields on StaffDonation {\n  id\n  status\n  adminStatus\n  staffProgress\n  createdAt\n  updatedAt\n  year\n  make\n  model\n  trim\n  vin\n  mileage\n  condition\n  vehicleType\n  hasAccidents\n  hasLienOrFinance\n  firstName\n  lastName\n  email\n  phone\n  address\n  city\n  province\n  postalCode\n  preferredCharity\n  charityName\n  pickupPreference\n  preferredDate\n  notes\n  estimatedValue\n  finalValue\n  taxReceiptValue\n  receiptIssued\n  receiptNumber\n  receiptDate\n  receiptEmailSent\n  pickupDate\n  pickupTime\n  accessCode\n}"): (typeof documents)["fragment StaffDonationFields on StaffDonation {\n  id\n  status\n  adminStatus\n  staffProgress\n  createdAt\n  updatedAt\n  year\n  make\n  model\n  trim\n  vin\n  mileage\n  condition\n  vehicleType\n  hasAccidents\n  hasLienOrFinance\n  firstName\n  lastName\n  email\n  phone\n  address\n  city\n  province\n  postalCode\n  preferredCharity\n  charityName\n  pickupPreference\n  preferredDate\n  notes\n  estimatedValue\n  finalValue\n  taxReceiptValue\n  receiptIssued\n  receiptNumber\n  receiptDate\n  receiptEmailSent\n  pickupDate\n  pickupTime\n  accessCode\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StaffDonations($search: String, $status: String, $page: Int, $pageSize: Int) {\n  staffDonations(\n    search: $search\n    status: $status\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...StaffDonationFields\n    }\n    total\n    page\n    pageSize\n  }\n}"): (typeof documents)["query StaffDonations($search: String, $status: String, $page: Int, $pageSize: Int) {\n  staffDonations(\n    search: $search\n    status: $status\n    page: $page\n    pageSize: $pageSize\n  ) {\n    items {\n      ...StaffDonationFields\n    }\n    total\n    page\n    pageSize\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TaxReceiptFields on TaxReceiptView {\n  id\n  receiptNumber\n  status\n  receiptAmount\n  eligibleAmount\n  advantageAmount\n  language\n  issuedAt\n  emailSent\n  sendEmail\n  replacesReceiptNumber\n  downloadUrl\n}"): (typeof documents)["fragment TaxReceiptFields on TaxReceiptView {\n  id\n  receiptNumber\n  status\n  receiptAmount\n  eligibleAmount\n  advantageAmount\n  language\n  issuedAt\n  emailSent\n  sendEmail\n  replacesReceiptNumber\n  downloadUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ColorThemeActivate($id: ID!) {\n  activateColorTheme(id: $id) {\n    ...ColorThemeFields\n  }\n}"): (typeof documents)["mutation ColorThemeActivate($id: ID!) {\n  activateColorTheme(id: $id) {\n    ...ColorThemeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ColorThemeCreate($input: ColorThemeInput!) {\n  createColorTheme(input: $input) {\n    ...ColorThemeFields\n  }\n}"): (typeof documents)["mutation ColorThemeCreate($input: ColorThemeInput!) {\n  createColorTheme(input: $input) {\n    ...ColorThemeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ColorThemeFields on ColorTheme {\n  id\n  name\n  description\n  isActive\n  primary\n  primaryForeground\n  secondary\n  secondaryForeground\n  accent\n  accentForeground\n  background\n  foreground\n  card\n  cardForeground\n  muted\n  mutedForeground\n  border\n  input\n  ring\n  heroGradient\n  buttonGradient\n  buttonHoverGradient\n}"): (typeof documents)["fragment ColorThemeFields on ColorTheme {\n  id\n  name\n  description\n  isActive\n  primary\n  primaryForeground\n  secondary\n  secondaryForeground\n  accent\n  accentForeground\n  background\n  foreground\n  card\n  cardForeground\n  muted\n  mutedForeground\n  border\n  input\n  ring\n  heroGradient\n  buttonGradient\n  buttonHoverGradient\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ColorThemeList {\n  colorThemes {\n    ...ColorThemeFields\n  }\n}"): (typeof documents)["query ColorThemeList {\n  colorThemes {\n    ...ColorThemeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ColorThemeUpdate($id: ID!, $input: ColorThemePatchInput!) {\n  updateColorTheme(id: $id, input: $input) {\n    ...ColorThemeFields\n  }\n}"): (typeof documents)["mutation ColorThemeUpdate($id: ID!, $input: ColorThemePatchInput!) {\n  updateColorTheme(id: $id, input: $input) {\n    ...ColorThemeFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VehicleValuation($input: ValuationInput!) {\n  vehicleValuation(input: $input) {\n    estimatedValue\n    marketRange {\n      low\n      high\n    }\n    taxDeduction\n    factors {\n      key\n      name\n      impact\n      effectPercent\n    }\n    recommendations {\n      key\n      text\n    }\n    comparableVehicles {\n      year\n      make\n      model\n      mileage\n      price\n      source\n    }\n    outcomesUsed\n  }\n}"): (typeof documents)["query VehicleValuation($input: ValuationInput!) {\n  vehicleValuation(input: $input) {\n    estimatedValue\n    marketRange {\n      low\n      high\n    }\n    taxDeduction\n    factors {\n      key\n      name\n      impact\n      effectPercent\n    }\n    recommendations {\n      key\n      text\n    }\n    comparableVehicles {\n      year\n      make\n      model\n      mileage\n      price\n      source\n    }\n    outcomesUsed\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActiveTheme {\n  activeTheme {\n    id\n    name\n    primary\n    primaryForeground\n    secondary\n    secondaryForeground\n    accent\n    accentForeground\n    background\n    foreground\n    card\n    cardForeground\n    muted\n    mutedForeground\n    border\n    input\n    ring\n    heroGradient\n    buttonGradient\n    buttonHoverGradient\n  }\n}"): (typeof documents)["query ActiveTheme {\n  activeTheme {\n    id\n    name\n    primary\n    primaryForeground\n    secondary\n    secondaryForeground\n    accent\n    accentForeground\n    background\n    foreground\n    card\n    cardForeground\n    muted\n    mutedForeground\n    border\n    input\n    ring\n    heroGradient\n    buttonGradient\n    buttonHoverGradient\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;