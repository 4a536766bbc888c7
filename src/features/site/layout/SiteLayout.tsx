import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import classes from './site.module.css';

/**
 * The frame of every public page: a way past the header, the header, the page, the footer. Its ids
 * have an underscore, which no slug has, so an FAQ answer's anchor never takes one.
 */
export function SiteLayout({ cartCount, children }: { cartCount: number; children: ReactNode }) {
  return (
    <>
      <a href="#site_content" className={classes.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader cartCount={cartCount} />
      <Box component="main" id="site_content" tabIndex={-1} className={classes.main}>
        {children}
      </Box>
      <SiteFooter />
    </>
  );
}
