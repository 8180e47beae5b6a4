#ifndef AYAH_CARD_SHIM_H
#define AYAH_CARD_SHIM_H
/*
 * CAyahCardShim: the only code that includes Pango, Cairo, fontconfig and
 * libpng headers. Everything here uses plain <stdint.h>/<stddef.h> types, so
 * no Swift module sees a GLib or Cairo type (see CICUShim for why).
 *
 * Text is laid out by Pango (shaped by HarfBuzz, bidi by FriBidi) and drawn by
 * Cairo, with only the font files given to ayah_card_fonts_create (a private
 * fontconfig configuration: no system font can slip in as a fallback), unhinted
 * metrics and unrounded glyph positions, so that the same text, fonts and
 * sizes give the same lines and the same bytes on every machine.
 *
 * An ayah_card_fonts is not thread-safe: use one from one thread at a time.
 * Distinct ayah_card_fonts may be used on different threads at once.
 */
#include <stddef.h>
#include <stdint.h>

/// A private set of font files and the Pango font map over them.
typedef struct ayah_card_fonts ayah_card_fonts;

/// Looks up `family` among the system's installed fonts (the default
/// fontconfig configuration) and writes the path of the file whose family is
/// exactly `family` (regular, or bold when `bold` is 1) into `path` (NUL-terminated) and its
/// fontconfig font version (16.16 fixed point) into `*version`. Returns 0, or
/// -1 when no installed font has that family, or -2 when `path_cap` is too small.
int32_t ayah_card_find_font(const char *family, int32_t bold, char *path, size_t path_cap, int32_t *version);

/// A font set over `count` font files. Returns NULL (with a NUL-terminated
/// message in `error`) when a file cannot be read as a font.
ayah_card_fonts *ayah_card_fonts_create(const char *const *files, int32_t count, char *error, size_t error_cap);

/// Frees a font set.
void ayah_card_fonts_destroy(ayah_card_fonts *fonts);

/// A paragraph of text to lay out. Sizes and positions are in pixels.
typedef struct {
    /// UTF-8, NUL-terminated.
    const char *text;
    /// A family of the font set ("Amiri Quran").
    const char *family;
    /// The font size (pixels per em).
    double size;
    /// The wrap width.
    double width;
    /// 1: the paragraph's base direction is right-to-left; 0: left-to-right.
    int32_t rtl;
    /// 0: start of the line (left for LTR, right for RTL), 1: centre.
    int32_t centre;
    /// Distance between baselines as a factor of the font's natural line height (0: natural).
    double line_spacing;
    /// 0: as many lines as the text needs; n > 0: at most n lines, the last ellipsized.
    int32_t max_lines;
    /// Bold weight.
    int32_t bold;
    /// BCP 47 language of the text ("ar", "en", "ur"): shaping can depend on
    /// it (localized forms), so it is never left to the process's locale.
    const char *language;
} ayah_text;

/// Measured extents of a laid out paragraph, relative to its origin (the
/// top-left corner of its layout box), in pixels.
typedef struct {
    double ink_x, ink_y, ink_width, ink_height;
    double logical_x, logical_y, logical_width, logical_height;
    int32_t lines;
    /// 1 when the text was cut by max_lines.
    int32_t ellipsized;
    /// The first line's baseline.
    double baseline;
} ayah_text_extents;

/// Lays out `text` and measures it. Returns 0, or -1 when it cannot be laid out.
int32_t ayah_card_measure(ayah_card_fonts *fonts, const ayah_text *text, ayah_text_extents *out);

/// One run of a laid out line: text in one font and one direction, and its glyphs.
typedef struct {
    /// The line it is on (0 for the first).
    int32_t line;
    /// Its bytes in the paragraph's text.
    int32_t byte_start, byte_length;
    /// Its glyphs in the arrays ayah_card_glyphs fills.
    int32_t glyph_start, glyph_count;
    /// The index of its font file in the set (as given to ayah_card_fonts_create), or -1.
    int32_t font;
    /// 1: right to left.
    int32_t rtl;
} ayah_run;

/// The runs Pango laid out for each line of `text`, lines in order and runs
/// in visual order (left to right), with their glyphs left to right: glyph
/// ids of the run's font and advances in Pango units (1/1024 pixel).
/// `*run_count` and `*glyph_count` receive how many there are; returns 0, or
/// -2 when `run_cap` or `glyph_cap` is too small (retry with the counts), or
/// -1 on failure. `*line_count` receives the number of lines.
int32_t ayah_card_glyphs(
    ayah_card_fonts *fonts, const ayah_text *text, ayah_run *runs, int32_t run_cap, uint32_t *glyphs,
    int32_t *advances, int32_t glyph_cap, int32_t *run_count, int32_t *glyph_count, int32_t *line_count);

/// An RGBA colour, components 0...1.
typedef struct {
    double r, g, b, a;
} ayah_rgba;

/// What a drawing operation draws.
enum {
    /// Fills the rectangle with `color`.
    AYAH_OP_FILL = 0,
    /// Fills the rectangle with a linear gradient from `color` (top-left) to `color2` (bottom-right).
    AYAH_OP_GRADIENT = 1,
    /// Fills a rectangle with corners of `radius` with `color`.
    AYAH_OP_ROUNDED = 2,
    /// Draws `text` with its layout box's top-left corner at (x, y), in `color`.
    AYAH_OP_TEXT = 3,
};

/// One drawing operation.
typedef struct {
    int32_t kind;
    double x, y, width, height, radius;
    ayah_rgba color, color2;
    ayah_text text;
} ayah_op;

/// The output formats.
enum {
    /// PNG, 8-bit RGB (no alpha).
    AYAH_FORMAT_PNG_RGB = 0,
    /// SVG 1.1, text as glyph outlines.
    AYAH_FORMAT_SVG = 1,
    /// PNG, 1-bit greyscale: black and white only (drawn without anti-aliasing).
    AYAH_FORMAT_PNG_GRAY1 = 2,
    /// PNG, 2-bit greyscale holding black and white only.
    AYAH_FORMAT_PNG_GRAY2 = 3,
};

/// The picture to draw.
typedef struct {
    int32_t width, height;
    int32_t format;
    /// 0: no anti-aliasing (shapes and text), for 1-bit output.
    int32_t antialias;
    /// PNG text chunks (tEXt when Latin-1 is enough, else iTXt); ignored for SVG.
    const char *const *keys;
    const char *const *values;
    int32_t text_count;
} ayah_canvas;

/// Draws `ops` in order onto a new canvas and encodes it. On success returns
/// 0 and stores a buffer from malloc in `*bytes` (free it with ayah_card_free)
/// and its length in `*length`; on failure returns -1 with a message in `error`.
int32_t ayah_card_render(
    ayah_card_fonts *fonts, const ayah_canvas *canvas, const ayah_op *ops, int32_t count, uint8_t **bytes,
    size_t *length, char *error, size_t error_cap);

/// Frees a buffer returned by ayah_card_render.
void ayah_card_free(void *bytes);

#endif
