import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Badge, Card } from '../../../components/ui/layout';
import { SkeletonBlock } from '../../../components/ui/Skeleton';
import type { FormListQuery } from '../graphql/FormList.generated';
import { ButtonRow, Muted } from '../forms.styles';

export type FormSummary = FormListQuery['forms']['edges'][number]['node'];

const Box = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface FormCardActions {
  onCopyUrl: (form: FormSummary) => void;
  onToggle: (form: FormSummary) => void;
  onDelete: (form: FormSummary) => void;
}

/** One form of /admin/forms (spec 001 §2 Form management): its name, address, state and actions. */
export function FormCard({ form, onCopyUrl, onToggle, onDelete }: { form: FormSummary } & FormCardActions) {
  const intl = useIntl();
  return (
    <Box as="article" aria-labelledby={`form-${form.id}-name`}>
      <h2 id={`form-${form.id}-name`}>
        {form.name}
        <Badge $tone={form.isActive ? 'success' : 'neutral'}>
          <FormattedMessage id={form.isActive ? 'forms.list.active' : 'forms.list.draft'} />
        </Badge>
      </h2>
      <code>/forms/{form.slug}</code>
      {form.description && <Muted>{form.description}</Muted>}
      <Muted>
        <FormattedMessage id="forms.list.submissionCount" values={{ n: form.submissionCount }} />
      </Muted>
      <ButtonRow role="group" aria-label={intl.formatMessage({ id: 'forms.list.actions' }, { name: form.name })}>
        <Button type="button" $size="sm" $variant="outline" onClick={() => onCopyUrl(form)}>
          <FormattedMessage id="forms.list.copyUrl" />
        </Button>
        <ButtonLink to={`/forms/${form.slug}`} $size="sm" $variant="outline">
          <FormattedMessage id="forms.list.view" />
        </ButtonLink>
        <ButtonLink to={`/admin/forms/${form.id}/edit`} $size="sm" $variant="outline">
          <FormattedMessage id="forms.list.edit" />
        </ButtonLink>
        <ButtonLink to={`/admin/forms/${form.id}/submissions`} $size="sm" $variant="outline">
          <FormattedMessage id="forms.list.stats" />
        </ButtonLink>
        <Button type="button" $size="sm" $variant="secondary" onClick={() => onToggle(form)}>
          <FormattedMessage id={form.isActive ? 'forms.list.disable' : 'forms.list.enable'} />
        </Button>
        <Button type="button" $size="sm" $variant="ghost" onClick={() => onDelete(form)}>
          <FormattedMessage id="forms.list.delete" />
        </Button>
      </ButtonRow>
    </Box>
  );
}

/** A card's shape while the list loads. */
export function FormCardSkeleton() {
  return (
    <Card aria-hidden="true" style={{ padding: '1rem' }}>
      <SkeletonBlock $height="1.4rem" />
      <SkeletonBlock $height="0.9rem" />
      <SkeletonBlock $height="2.4rem" />
      <SkeletonBlock $height="2.25rem" />
    </Card>
  );
}
