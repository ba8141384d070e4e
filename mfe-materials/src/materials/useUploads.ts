// Sending files into a section or folder: each file is checked first (too large or of another
// kind: refused with a toast, never sent), then sent on its own request, two at a time, so each
// has its own progress bar (upload() reports the bytes as they leave). When a batch is over, one
// toast says how it went ("File uploaded", or the API's own reason for a refusal), and the page
// reads the tree again to show the new files' text extraction.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError,
  GENERIC_ERROR,
  i18n,
  toast,
  useRemote,
  type Locale,
  type LocalizedText,
} from '@nibras/shared-ui';
import { uploadFiles, type MaterialNode } from './api';
import { checkFile, formatNumber } from './files';

/** Files sent at the same time. */
export const PARALLEL_UPLOADS = 2;

export type UploadState = 'waiting' | 'sending' | 'done' | 'failed' | 'refused' | 'cancelled';

export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  /** The section or folder it goes into. */
  parentId: string;
  parentName: string;
  state: UploadState;
  /** 0 to 1, while sending. */
  progress: number;
  /** Why it failed or was refused. */
  error: LocalizedText | null;
}

/**
 * A text of this remote's namespace in both languages (a toast follows a language switch); the
 * options may depend on the language (numbers in its digits).
 */
export function localized(
  key: string,
  options: Record<string, unknown> | ((locale: Locale) => Record<string, unknown>) = {},
): LocalizedText {
  const of = (locale: Locale) => (typeof options === 'function' ? options(locale) : options);
  return {
    en: i18n.t(key, { ns: 'materials', lng: 'en', ...of('en') }),
    ar: i18n.t(key, { ns: 'materials', lng: 'ar', ...of('ar') }),
  };
}

export interface Uploads {
  entries: readonly UploadEntry[];
  /** True while a file waits or is being sent. */
  busy: boolean;
  /** Checks and queues files for a section or folder. */
  add(files: readonly File[], parent: MaterialNode): void;
  cancel(id: string): void;
  /** Forgets the entries that are over. */
  clear(): void;
}

interface Job {
  entry: UploadEntry;
  file: File;
  controller: AbortController;
}

let nextId = 0;

export function useUploads(options: {
  maxFileBytes: number;
  /** After each file the API stored (the page reads the tree again). */
  onUploaded(parentId: string, files: MaterialNode[]): void;
}): Uploads {
  const { api } = useRemote();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const queue = useRef<Job[]>([]);
  const running = useRef(new Map<string, Job>());
  const batch = useRef({ uploaded: 0, failures: [] as LocalizedText[] });
  const onUploaded = useRef(options.onUploaded);
  useEffect(() => {
    onUploaded.current = options.onUploaded;
  }, [options.onUploaded]);

  const patch = useCallback((id: string, changes: Partial<UploadEntry>) => {
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, ...changes } : e)));
  }, []);

  const finishBatch = useCallback(() => {
    if (queue.current.length > 0 || running.current.size > 0) return;
    const { uploaded, failures } = batch.current;
    batch.current = { uploaded: 0, failures: [] };
    const failure = failures.at(-1);
    if (failure) toast.error(failure);
    else if (uploaded === 1) toast.success('toast.fileUploaded');
    else if (uploaded > 1)
      toast.success(
        localized('toast.filesUploaded', (locale) => ({ files: formatNumber(uploaded, locale) })),
      );
  }, []);

  const pump = useCallback(() => {
    const step = () => {
      while (running.current.size < PARALLEL_UPLOADS && queue.current.length > 0) {
        const job = queue.current.shift()!;
        running.current.set(job.entry.id, job);
        patch(job.entry.id, { state: 'sending', progress: 0 });
        uploadFiles(api, job.entry.parentId, [job.file], {
          signal: job.controller.signal,
          onProgress: (fraction) => patch(job.entry.id, { progress: fraction }),
        })
          .then(
            (files) => {
              batch.current.uploaded += 1;
              patch(job.entry.id, { state: 'done', progress: 1 });
              onUploaded.current(job.entry.parentId, files);
            },
            (error: unknown) => {
              if ((error as Error | null)?.name === 'AbortError') {
                patch(job.entry.id, { state: 'cancelled' });
                return;
              }
              const text = error instanceof ApiError ? error.text : GENERIC_ERROR;
              patch(job.entry.id, { state: 'failed', error: text });
              // A 401 ends the session (the shell takes the student to sign in): nothing to say here.
              if (!(error instanceof ApiError && error.status === 401)) batch.current.failures.push(text);
            },
          )
          .finally(() => {
            running.current.delete(job.entry.id);
            step();
            finishBatch();
          });
      }
    };
    step();
  }, [api, patch, finishBatch]);

  const add = useCallback(
    (files: readonly File[], parent: MaterialNode) => {
      const added: UploadEntry[] = [];
      let tooLarge = 0;
      let wrongKind: string | null = null;
      for (const file of files) {
        const check = checkFile(file, options.maxFileBytes);
        const entry: UploadEntry = {
          id: `upload-${++nextId}`,
          name: file.name,
          size: file.size,
          parentId: parent._id,
          parentName: parent.name,
          state: check === 'ok' ? 'waiting' : 'refused',
          progress: 0,
          error:
            check === 'too-large'
              ? localized('common:toast.fileTooLarge')
              : check === 'wrong-kind'
                ? localized('upload.wrongKind', { name: file.name })
                : null,
        };
        added.push(entry);
        if (check === 'too-large') tooLarge += 1;
        else if (check === 'wrong-kind') wrongKind ??= file.name;
        else queue.current.push({ entry, file, controller: new AbortController() });
      }
      if (added.length === 0) return;
      setEntries((list) => [...list, ...added]);
      // Refusals are said at once (nothing was sent); the batch's own toast comes when it ends.
      if (wrongKind !== null) toast.error(localized('upload.wrongKind', { name: wrongKind }));
      else if (tooLarge > 0) toast.error('toast.fileTooLarge');
      pump();
    },
    [options.maxFileBytes, pump],
  );

  const cancel = useCallback(
    (id: string) => {
      const waiting = queue.current.findIndex((job) => job.entry.id === id);
      if (waiting >= 0) {
        queue.current.splice(waiting, 1);
        patch(id, { state: 'cancelled' });
        finishBatch();
        return;
      }
      running.current.get(id)?.controller.abort();
    },
    [patch, finishBatch],
  );

  const clear = useCallback(() => {
    setEntries((list) => list.filter((e) => e.state === 'waiting' || e.state === 'sending'));
  }, []);

  const busy = entries.some((e) => e.state === 'waiting' || e.state === 'sending');
  return { entries, busy, add, cancel, clear };
}
