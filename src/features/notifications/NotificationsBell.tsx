import { Suspense, lazy, useState } from 'react';
import { ActionIcon, Center, Indicator, Loader, Popover } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { IconBell } from '@tabler/icons-react';
import { unreadQuery } from './notifications-queries';
import { useLiveNotifications } from './use-live-notifications';

/**
 * The list loads when the bell is first opened: its wording (phone numbers read with their
 * country's rules among it) would otherwise come with every page's first load.
 */
const NotificationsPanel = lazy(() => import('./NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })));

/** The badge past nine says "9+": a count is for noticing, the list is for reading. */
const badgeOf = (unread: number) => (unread > 9 ? '9+' : String(unread));

/**
 * The top bar's bell: its badge counts the unread notifications (none, no badge), and it opens
 * them in a popover, as wide as a phone's screen allows.
 */
export function NotificationsBell() {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  useLiveNotifications();
  const unread = useQuery(unreadQuery).data ?? 0;
  const label = unread === 0 ? t`Notifications` : plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(400px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      // The bell sits in the fixed header, never scrolled out of sight: nothing to hide the list for.
      hideDetached={false}
    >
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => setOpened((open) => !open)}>
          {/* The count is in the button's name; the badge is for the eye. */}
          <Indicator label={badgeOf(unread)} disabled={unread === 0} size={16} offset={2} color="red.9" inline aria-hidden>
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={0}>
        <Suspense
          fallback={
            <Center p="lg">
              <Loader size="sm" />
            </Center>
          }
        >
          <NotificationsPanel unread={unread} onOpen={() => setOpened(false)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
