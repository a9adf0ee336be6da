/* lit_svg.h — an SVG picture of an explained execution, for notebooks.
 *
 * Events are boxes in one column per thread (initial writes in a row above), in program
 * order from top to bottom, each labelled with what it did and its source line; the edges of
 * the witness (rf, co, fr, synchronisation) or of the forbidding cycle are labelled arrows,
 * one colour per relation.
 */
#ifndef LIT_SVG_H
#define LIT_SVG_H

#include "devmodel/litmus/lit_explain.h"

/* NULL when E has no execution to draw (or out of memory). */
char *lit_format_svg(const lit_result *r, const lit_explanation *e);

#endif
