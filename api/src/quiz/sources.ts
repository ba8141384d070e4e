/**
 * The student's own material a quiz is generated from: a file (its extracted pages), a folder or
 * section (the pages of every file inside it, at any depth), saved content (optionally one tag), or a
 * conversation (the tutor's replies in it). Another student's ids are 404, like unknown ones.
 */
import { AppError, notFound, type LocalizedText } from '../errors.ts';
import type { Store } from '../store/index.ts';
import type { MaterialNodeDoc } from '../store/materials.ts';
import type { MaterialPassage } from './generate/material.ts';
import { QUIZ_MESSAGES, QUIZ_TITLES } from './messages.ts';
import type { QuizSource } from './types.ts';

/** Pages read for one quiz at most (a large folder): the first ones, file by file. */
export const MAX_MATERIAL_PAGES = 400;
/** Saved items read at most (the newest). */
export const MAX_SAVED_ITEMS = 300;

export interface Material {
  title: LocalizedText;
  passages: MaterialPassage[];
}

type MaterialSource = Extract<QuizSource, { kind: 'file' | 'folder' | 'saved' | 'conversation' }>;

async function filePassages(
  store: Store,
  userId: string,
  file: MaterialNodeDoc,
  budget: number,
): Promise<MaterialPassage[]> {
  const pages = await store.materials.pagesOf(userId, file._id);
  return pages.slice(0, budget).map((page) => ({
    text: page.text,
    extracted: true,
    source: { kind: 'file', fileId: file._id, page: page.page, name: file.name },
  }));
}

/** The material of a source, or a 404 / 422 AppError. */
export async function loadMaterial(store: Store, userId: string, source: MaterialSource): Promise<Material> {
  switch (source.kind) {
    case 'file': {
      const file = await store.materials.get(userId, source.fileId);
      if (!file || file.kind !== 'file') throw notFound(QUIZ_MESSAGES.fileNotFound);
      if (file.status === 'queued' || file.status === 'processing')
        throw new AppError(422, QUIZ_MESSAGES.fileNotReady);
      if (file.status === 'failed') throw new AppError(422, QUIZ_MESSAGES.fileUnreadable);
      return {
        title: QUIZ_TITLES.named(file.name),
        passages: await filePassages(store, userId, file, MAX_MATERIAL_PAGES),
      };
    }
    case 'folder': {
      const nodes = await store.materials.listForUser(userId);
      const folder = nodes.find((node) => node._id === source.folderId && node.kind !== 'file');
      if (!folder) throw notFound(QUIZ_MESSAGES.folderNotFound);
      const children = new Map<string, MaterialNodeDoc[]>();
      for (const node of nodes) {
        if (node.parentId === undefined) continue;
        const list = children.get(node.parentId);
        if (list) list.push(node);
        else children.set(node.parentId, [node]);
      }
      // Depth first, in name order: the files as the tree shows them.
      const files: MaterialNodeDoc[] = [];
      const visit = (id: string) => {
        const inside = [...(children.get(id) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
        for (const node of inside) {
          if (node.kind === 'file') {
            if (node.status === 'ready') files.push(node);
          } else visit(node._id);
        }
      };
      visit(folder._id);
      const passages: MaterialPassage[] = [];
      for (const file of files) {
        if (passages.length >= MAX_MATERIAL_PAGES) break;
        passages.push(...(await filePassages(store, userId, file, MAX_MATERIAL_PAGES - passages.length)));
      }
      return { title: QUIZ_TITLES.named(folder.name), passages };
    }
    case 'saved': {
      const items = (await store.savedContents.listForUser(userId))
        .filter((item) => source.tag === undefined || item.tag === source.tag)
        .slice(0, MAX_SAVED_ITEMS);
      return {
        title: QUIZ_TITLES.saved(source.tag),
        passages: items.map((item) => ({
          text: item.content,
          extracted: false,
          source: { kind: 'saved', savedId: item._id, title: item.title },
        })),
      };
    }
    case 'conversation': {
      const conversation = await store.conversations.findForUser(source.conversationId, userId);
      if (!conversation) throw notFound(QUIZ_MESSAGES.conversationNotFound);
      const messages = await store.conversations.listMessages(conversation._id);
      return {
        title: QUIZ_TITLES.named(conversation.title),
        passages: messages
          .filter((message) => message.sender === 'model' && message.content.trim() !== '')
          .map((message) => ({
            text: message.content,
            extracted: false,
            source: {
              kind: 'conversation',
              conversationId: conversation._id,
              title: conversation.title,
              messageId: message._id,
            },
          })),
      };
    }
  }
}
