import classes from './figure-text.module.css';

/** The one mark of an estimated figure across the product; the legend under each table explains it. */
export function EstimatedMark() {
  return (
    <span className={classes.estimated} role="img" aria-label="estimated" title="Estimated">
      *
    </span>
  );
}
