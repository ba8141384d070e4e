import type { ReactNode } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFound, useRemote } from '@nibras/shared-ui';
import { Descriptions, PlaceholderPage, Typography } from '@nibras/shared-ui/extra';
import { CHAT_ROUTES, type ChatPage } from './routes';

function Page({ page, children }: { page: ChatPage; children?: ReactNode }) {
  const { t } = useTranslation('chat');
  return (
    <PlaceholderPage
      pageId={`chat-${page.pageId}`}
      title={t(`chat.${page.key}.title`)}
      description={t(`chat.${page.key}.description`)}
      upcoming={page.coming.map((item) => t(`chat.${page.key}.coming.${item}`))}
    >
      {children}
    </PlaceholderPage>
  );
}

function ConversationPage({ page }: { page: ChatPage }) {
  const { t } = useTranslation('chat');
  const { id = '' } = useParams();
  return (
    <Page page={page}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'id',
            label: t('chat.conversation.idLabel'),
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
      {CHAT_ROUTES.map((p) => (
        <Route
          key={p.pageId}
          path={p.path}
          element={p.pageId === 'conversation' ? <ConversationPage page={p} /> : <Page page={p} />}
        />
      ))}
      <Route path="*" element={<NotFound homeHref={basename} onHome={() => void navigate('/')} />} />
    </Routes>
  );
}
