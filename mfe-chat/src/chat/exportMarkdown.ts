// "Export as Markdown": the conversation as a .md file the student keeps: the title, then each
// message under who wrote it, the tutor's replies as the Markdown they are.
import type { ChatMessage } from './api';

export interface ExportLabels {
  student: string;
  tutor: string;
  /** The alt text of an attached picture. */
  image: string;
  /** The note under a reply the student stopped. */
  stopped: string;
}

export function conversationMarkdown(
  title: string,
  messages: readonly ChatMessage[],
  labels: ExportLabels,
  formatDate: (iso: string) => string = (iso) => iso,
): string {
  const parts = [`# ${title.replace(/\s+/g, ' ').trim()}`];
  for (const message of messages) {
    const who = message.sender === 'user' ? labels.student : labels.tutor;
    const when = message.createdAt ? ` · ${formatDate(message.createdAt)}` : '';
    const lines = [`## ${who}${when}`];
    if (message.image) lines.push(`![${labels.image}](${message.image})`);
    const content = message.content.trim();
    if (content) lines.push(content);
    if (message.stopped) lines.push(`_${labels.stopped}_`);
    parts.push(lines.join('\n\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** A file name from the title: letters of any script kept, characters file systems refuse dropped. */
export function markdownFileName(title: string, fallback = 'conversation'): string {
  const name = title
    // eslint-disable-next-line no-control-regex
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${name || fallback}.md`;
}

/** Downloads a text as a file (an object URL clicked through a link). */
export function downloadText(fileName: string, text: string, type = 'text/markdown;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
