import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_LANGUAGES } from '@/api/contract/site-values';
import { SITE_NAVIGATION, isCurrentSection, siteHref } from '@/features/site/site-links';
import { useSiteFrame } from '@/features/site/site-frame';
import { CartLink } from './CartLink';
import { LatoMark } from './LatoMark';
import classes from './site.module.css';

const LANGUAGE_NAMES = { en: 'English', es: 'Español' } as const;

/** The other language's address of this very page: the switch is a link, so it works without JavaScript. */
function LanguageLinks() {
  const { t } = useLingui();
  const { language, path } = useSiteFrame();
  return (
    <Group gap="xs" component="nav" aria-label={t`Language`} wrap="nowrap">
      {SITE_LANGUAGES.map((code) => (
        <Anchor
          key={code}
          href={siteHref(path, code)}
          lang={code}
          hrefLang={code}
          size="sm"
          fw={code === language ? 700 : 400}
          underline={code === language ? 'never' : 'always'}
          aria-current={code === language ? 'page' : undefined}
        >
          {LANGUAGE_NAMES[code]}
        </Anchor>
      ))}
    </Group>
  );
}

/** The header: the mark, the language links, the cart (with its count) and the way into the app, then the site's pages. */
export function SiteHeader({ cartCount }: { cartCount: number }) {
  const { t } = useLingui();
  const { language, path, signedIn } = useSiteFrame();
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" py="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor href={siteHref('/about-us', language)} underline="never" c="inherit" aria-label={t`Lato, about us`}>
            <Group gap={8} wrap="nowrap">
              <LatoMark />
              <Text fw={800} size="lg" component="span">
                Lato
              </Text>
            </Group>
          </Anchor>
          <Group gap="sm" wrap="nowrap">
            <LanguageLinks />
            <CartLink count={cartCount} />
            <Button component="a" href={signedIn ? '/dashboard' : '/login'} size="compact-md">
              {signedIn ? <Trans>Go to the dashboard</Trans> : <Trans>Sign in</Trans>}
            </Button>
          </Group>
        </Group>
        <nav aria-label={t`Site`} className={classes.navigation}>
          {SITE_NAVIGATION.map((entry) => {
            const current = isCurrentSection(entry.path, path);
            return (
              <a
                key={entry.path}
                href={siteHref(entry.path, language)}
                className={classes.navigationLink}
                aria-current={current ? 'page' : undefined}
              >
                {t(entry.label)}
              </a>
            );
          })}
        </nav>
      </Container>
    </Box>
  );
}
