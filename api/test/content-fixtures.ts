import type { TestClient } from './client';

let counter = 0;

/** A post form with a unique title; fields override. */
export function postForm(extra: Record<string, unknown> = {}): Record<string, unknown> {
  counter++;
  return { title: `Zebra Test Post ${counter} ${Date.now()}`, content: '<p>Some words about donating a car.</p>', ...extra };
}

export interface PostJson {
  id: number;
  slug: string;
  status: string;
  publishedAt: string | null;
  content: string;
  viewCount: number;
  language: string;
  translation: { id: number; slug: string; language: string; title: string } | null;
  tags: Array<{ name: string; slug: string }>;
  category: { id: number; slug: string; postCount: number } | null;
}

export async function createPost(admin: TestClient, extra: Record<string, unknown> = {}): Promise<PostJson> {
  const { status, body } = await admin.rest('POST', '/api/posts', postForm(extra));
  if (status !== 201) throw new Error(`createPost: ${status} ${JSON.stringify(body)}`);
  return body as PostJson;
}

export async function createCategory(admin: TestClient, name: string): Promise<{ id: number; slug: string }> {
  const { status, body } = await admin.rest('POST', '/api/categories', { name });
  if (status !== 201) throw new Error(`createCategory: ${status} ${JSON.stringify(body)}`);
  return body as { id: number; slug: string };
}
