import type { ReactNode } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { Descriptions, PlaceholderPage, Typography } from '@nibras/shared-ui/extra';

interface PageDef {
  path: string;
  /** `chat-<pageId>` is the page's test id. */
  pageId: string;
  /** The page's key in the `chat` namespace. */
  key: string;
  /** Keys under `<key>.coming`: what the page will offer. */
  coming: readonly string[];
}

const AI_ENGINE: PageDef = {
  path: '/ai-engine',
  pageId: 'ai-engine',
  key: 'aiEngine',
  coming: ['actions', 'images', 'files'],
};
const CONVERSATION: PageDef = {
  path: '/ai-engine/conversation/:id',
  pageId: 'conversation',
  key: 'conversation',
  coming: ['history', 'save', 'fullscreen'],
};
const SAVED: PageDef = {
  path: '/saved',
  pageId: 'saved',
  key: 'saved',
  coming: ['organize', 'edit', 'revise'],
};

function Page({ page, children }: { page: PageDef; children?: ReactNode }) {
  const { t } = useTranslation('chat');
  return (
    <PlaceholderPage
      pageId={`chat-${page.pageId}`}
      title={t(`${page.key}.title`)}
      description={t(`${page.key}.description`)}
      upcoming={page.coming.map((item) => t(`${page.key}.coming.${item}`))}
    >
      {children}
    </PlaceholderPage>
  );
}

function ConversationPage() {
  const { t } = useTranslation('chat');
  const { id = '' } = useParams();
  return (
    <Page page={CONVERSATION}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'id',
            label: t('conversation.idLabel'),
            children: (
              <Typography.Text code data-testid="conversation-id">
                <bdi>{id}</bdi>
              </Typography.Text>
            ),
          },
        ]}
      />
    </Page>
  );
}

export default function ChatRoot() {
  const { basename } = useRemote();
  const navigate = useNavigate();
  return (
    <Routes>
      <Route path={AI_ENGINE.path} element={<Page page={AI_ENGINE} />} />
      <Route path={CONVERSATION.path} element={<ConversationPage />} />
      <Route path={SAVED.path} element={<Page page={SAVED} />} />
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
