import { Box } from '@mantine/core';
import classes from './layout/site.module.css';

/** A text staff wrote in the editor; the server sanitised it before storing it, so it is shown as written. */
export function RichText({ html }: { html: string }) {
  return <Box className={classes.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}
