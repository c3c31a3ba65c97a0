import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CloseIcon, MessageIcon, SettingsIcon } from '../../../components/icons/icons';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useLanguage } from '../../../i18n/LanguageContext';
import { HTML_LANG, type Locale } from '../../../i18n/locales';
import { ChatComposer } from './ChatComposer';
import { MessageList } from './MessageList';
import { ModelLabel } from './ModelLabel';
import { useChatConversation, type ChatMessage } from '../useChatConversation';
import { Body, ClearRow, Header, HeaderButton, Launcher, LiveRegion, Panel, type WidgetView } from './ChatWidget.styles';
import { useSpeech } from '../useSpeech';
import { useWidgetSession } from '../useWidgetSession';
import { WidgetSettingsPanel } from './WidgetSettingsPanel';
import { readSettings, storeSettings, TEXT_SCALE, type WidgetSettings } from '../widgetStorage';
import { WidgetIntl } from './WidgetIntl';

/**
 * The floating support chat of every public page (spec 000 §2.12), with its settings (remembered in
 * this browser) and its texts in the language they name: auto is the page's language.
 */
export function ChatWidget() {
  const { locale } = useLanguage();
  const [settings, setSettings] = useState<WidgetSettings>(readSettings);
  const language = settings.language === 'auto' ? locale : settings.language;
  const changeSettings = useCallback((next: WidgetSettings) => {
    setSettings(next);
    storeSettings(next);
  }, []);
  return (
    <WidgetIntl locale={language}>
      <WidgetBody settings={settings} language={language} onSettingsChange={changeSettings} />
    </WidgetIntl>
  );
}

interface WidgetBodyProps {
  settings: WidgetSettings;
  language: Locale;
  onSettingsChange: (settings: WidgetSettings) => void;
}

/** The launcher and the panel: open, closed, minimized, maximized. */
function WidgetBody({ settings, language, onSettingsChange }: WidgetBodyProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [view, setView] = useState<WidgetView | 'closed'>('closed');
  const [showSettings, setShowSettings] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [starting, setStarting] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const settingsId = useId();
  const speech = useSpeech();
  const widget = useWidgetSession(language);

  const failSend = useCallback(
    () => toast({ variant: 'destructive', title: intl.formatMessage({ id: 'chat.widget.sendFailed' }) }),
    [toast, intl],
  );
  const onReply = useCallback(
    (message: ChatMessage) => {
      if (settings.announce) setAnnouncement(message.content);
      if (settings.textToSpeech) speech.speak(message.content, HTML_LANG[language]);
    },
    [settings.announce, settings.textToSpeech, speech, language],
  );
  const conversation = useChatConversation(widget.sessionId, { onReplyFailed: failSend, onReply });

  const connect = useCallback(async () => {
    setStarting(true);
    try {
      await widget.start();
    } catch {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'chat.widget.connectionError.title' }),
        description: intl.formatMessage({ id: 'chat.widget.connectionError.description' }),
      });
    } finally {
      setStarting(false);
    }
  }, [widget, toast, intl]);

  const open = () => {
    setView('open');
    if (!widget.sessionId) void connect();
  };
  const close = () => {
    setView('closed');
    setShowSettings(false);
    window.setTimeout(() => launcher.current?.focus(), 0);
  };

  useEffect(() => {
    if (view !== 'closed') document.getElementById('chat-widget-input')?.focus();
  }, [view, widget.sessionId]);

  const send = async (content: string): Promise<boolean> => {
    try {
      await conversation.send(content, language);
      return true;
    } catch {
      failSend();
      return false;
    }
  };

  const clear = async () => {
    try {
      await widget.clear();
    } catch {
      failSend();
    }
  };

  // Escape closes the widget from anywhere inside it (focus returns to the launcher)
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  if (view === 'closed') {
    return (
      <Launcher ref={launcher} type="button" onClick={open} aria-haspopup="dialog">
        <MessageIcon size={20} />
        <FormattedMessage id="chat.widget.open" />
      </Launcher>
    );
  }

  return (
    <Panel
      $view={view}
      $contrast={settings.highContrast}
      $scale={TEXT_SCALE[settings.textSize]}
      role="dialog"
      aria-label={intl.formatMessage({ id: 'chat.widget.title' })}
      onKeyDown={onKeyDown}
      lang={HTML_LANG[language]}
    >
      <Header>
        <h2>
          <FormattedMessage id="chat.widget.title" />
        </h2>
        <ModelLabel />
        <HeaderButton
          type="button"
          aria-expanded={showSettings}
          aria-controls={settingsId}
          aria-label={intl.formatMessage({ id: 'chat.widget.settings' })}
          onClick={() => setShowSettings((s) => !s)}
        >
          <SettingsIcon size={16} />
        </HeaderButton>
        <HeaderButton
          type="button"
          aria-label={intl.formatMessage({ id: view === 'minimized' ? 'chat.widget.restore' : 'chat.widget.minimize' })}
          onClick={() => setView(view === 'minimized' ? 'open' : 'minimized')}
        >
          {view === 'minimized' ? '▴' : '▾'}
        </HeaderButton>
        <HeaderButton
          type="button"
          aria-label={intl.formatMessage({ id: view === 'maximized' ? 'chat.widget.restore' : 'chat.widget.maximize' })}
          onClick={() => setView(view === 'maximized' ? 'open' : 'maximized')}
        >
          {view === 'maximized' ? '❐' : '□'}
        </HeaderButton>
        <HeaderButton type="button" aria-label={intl.formatMessage({ id: 'chat.widget.close' })} onClick={close}>
          <CloseIcon size={16} />
        </HeaderButton>
      </Header>
      {view !== 'minimized' && (
        <Body>
          {showSettings && (
            <WidgetSettingsPanel
              id={settingsId}
              settings={settings}
              onChange={onSettingsChange}
              speechAvailable={speech.available}
            />
          )}
          {starting || (conversation.loading && widget.sessionId) ? (
            <LoadingState />
          ) : (
            <MessageList
              messages={conversation.messages}
              streaming={conversation.streaming}
              typing={conversation.typing}
              keyboardNav={settings.keyboardNav}
              earlier={conversation.earlier}
            />
          )}
          <ChatComposer id="chat-widget-input" onSend={send} disabled={conversation.typing} unavailable={!widget.sessionId} />
          <ClearRow>
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              onClick={() => void clear()}
              disabled={!widget.sessionId || conversation.typing}
            >
              <FormattedMessage id="chat.widget.clear" />
            </Button>
          </ClearRow>
        </Body>
      )}
      <LiveRegion aria-live="polite" role="status" data-testid="chat-announcer">
        {settings.announce ? announcement : ''}
      </LiveRegion>
    </Panel>
  );
}
