// Pango, Cairo, fontconfig and libpng behind plain C types: see CAyahCardShim.h.
#include "CAyahCardShim.h"

#include <cairo-svg.h>
#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ayah_card_fonts {
    PangoFontMap *map;
    char **files;
    int32_t count;
};

static void set_error(char *error, size_t cap, const char *message) {
    if (error && cap > 0) snprintf(error, cap, "%s", message);
}

int32_t ayah_card_find_font(const char *family, int32_t bold, char *path, size_t path_cap, int32_t *version) {
    FcConfig *config = FcInitLoadConfigAndFonts();
    if (!config) return -1;
    FcPattern *pattern = FcPatternCreate();
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
    FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
    FcConfigSubstitute(config, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    FcPattern *match = FcFontMatch(config, pattern, &result);
    int32_t status = -1;
    if (match) {
        FcChar8 *found = NULL;
        FcChar8 *file = NULL;
        // Fontconfig always answers with its best match: accept only the family asked for.
        for (int i = 0; FcPatternGetString(match, FC_FAMILY, i, &found) == FcResultMatch; i++) {
            if (strcmp((const char *)found, family) == 0) {
                status = 0;
                break;
            }
        }
        int weight = 0;
        FcPatternGetInteger(match, FC_WEIGHT, 0, &weight);
        if (bold && weight < FC_WEIGHT_BOLD) status = -1;
        if (status == 0 && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch) {
            if (strlen((const char *)file) + 1 > path_cap) {
                status = -2;
            } else {
                strcpy(path, (const char *)file);
                int fontversion = 0;
                FcPatternGetInteger(match, FC_FONTVERSION, 0, &fontversion);
                *version = fontversion;
            }
        } else {
            status = -1;
        }
        FcPatternDestroy(match);
    }
    FcPatternDestroy(pattern);
    FcConfigDestroy(config);
    return status;
}

ayah_card_fonts *ayah_card_fonts_create(const char *const *files, int32_t count, char *error, size_t error_cap) {
    FcConfig *config = FcConfigCreate();
    if (!config) {
        set_error(error, error_cap, "cannot create a fontconfig configuration");
        return NULL;
    }
    for (int32_t i = 0; i < count; i++) {
        if (!FcConfigAppFontAddFile(config, (const FcChar8 *)files[i])) {
            char message[600];
            snprintf(message, sizeof message, "cannot read the font file %s", files[i]);
            set_error(error, error_cap, message);
            FcConfigDestroy(config);
            return NULL;
        }
    }
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (!map) {
        set_error(error, error_cap, "cannot create a Pango font map for FreeType fonts");
        FcConfigDestroy(config);
        return NULL;
    }
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    FcConfigDestroy(config);
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(map), 96.0);
    ayah_card_fonts *fonts = calloc(1, sizeof *fonts);
    if (!fonts) {
        g_object_unref(map);
        set_error(error, error_cap, "out of memory");
        return NULL;
    }
    fonts->files = calloc((size_t)(count > 0 ? count : 1), sizeof(char *));
    if (!fonts->files) {
        g_object_unref(map);
        free(fonts);
        set_error(error, error_cap, "out of memory");
        return NULL;
    }
    for (int32_t i = 0; i < count; i++) fonts->files[i] = g_strdup(files[i]);
    fonts->count = count;
    fonts->map = map;
    return fonts;
}

void ayah_card_fonts_destroy(ayah_card_fonts *fonts) {
    if (!fonts) return;
    g_object_unref(fonts->map);
    for (int32_t i = 0; i < fonts->count; i++) g_free(fonts->files[i]);
    free(fonts->files);
    free(fonts);
}

/// A context whose metrics do not depend on the output: no hinting, unhinted
/// metrics, unrounded positions.
static PangoContext *new_context(ayah_card_fonts *fonts, int antialias) {
    PangoContext *context = pango_font_map_create_context(fonts->map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, antialias ? CAIRO_ANTIALIAS_GRAY : CAIRO_ANTIALIAS_NONE);
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT);
    pango_cairo_context_set_font_options(context, options);
    cairo_font_options_destroy(options);
    pango_context_set_round_glyph_positions(context, FALSE);
    return context;
}

static PangoLayout *new_layout(PangoContext *context, const ayah_text *text) {
    PangoLayout *layout = pango_layout_new(context);
    PangoFontDescription *font = pango_font_description_new();
    pango_font_description_set_family(font, text->family);
    pango_font_description_set_absolute_size(font, text->size * PANGO_SCALE);
    pango_font_description_set_weight(font, text->bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
    pango_layout_set_font_description(layout, font);
    pango_font_description_free(font);
    pango_layout_set_auto_dir(layout, FALSE);
    pango_context_set_base_dir(context, text->rtl ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR);
    pango_layout_context_changed(layout);
    pango_layout_set_width(layout, (int)(text->width * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_alignment(layout, text->centre ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT);
    if (text->line_spacing > 0) pango_layout_set_line_spacing(layout, (float)text->line_spacing);
    if (text->max_lines > 0) {
        pango_layout_set_height(layout, -text->max_lines);
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    }
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(
        attributes, pango_attr_language_new(pango_language_from_string(text->language ? text->language : "und")));
    pango_layout_set_attributes(layout, attributes);
    pango_attr_list_unref(attributes);
    pango_layout_set_text(layout, text->text, -1);
    return layout;
}

int32_t ayah_card_measure(ayah_card_fonts *fonts, const ayah_text *text, ayah_text_extents *out) {
    PangoContext *context = new_context(fonts, 1);
    PangoLayout *layout = new_layout(context, text);
    PangoRectangle ink, logical;
    pango_layout_get_extents(layout, &ink, &logical);
    out->ink_x = (double)ink.x / PANGO_SCALE;
    out->ink_y = (double)ink.y / PANGO_SCALE;
    out->ink_width = (double)ink.width / PANGO_SCALE;
    out->ink_height = (double)ink.height / PANGO_SCALE;
    out->logical_x = (double)logical.x / PANGO_SCALE;
    out->logical_y = (double)logical.y / PANGO_SCALE;
    out->logical_width = (double)logical.width / PANGO_SCALE;
    out->logical_height = (double)logical.height / PANGO_SCALE;
    out->lines = pango_layout_get_line_count(layout);
    out->ellipsized = pango_layout_is_ellipsized(layout) ? 1 : 0;
    out->baseline = (double)pango_layout_get_baseline(layout) / PANGO_SCALE;
    g_object_unref(layout);
    g_object_unref(context);
    return 0;
}

/// The index in the set of the file `font` was loaded from, or -1.
static int32_t font_index(ayah_card_fonts *fonts, PangoFont *font) {
    if (!PANGO_IS_FC_FONT(font)) return -1;
    FcPattern *pattern = PANGO_FC_FONT(font)->font_pattern;
    FcChar8 *file = NULL;
    if (!pattern || FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch) return -1;
    for (int32_t i = 0; i < fonts->count; i++)
        if (strcmp(fonts->files[i], (const char *)file) == 0) return i;
    return -1;
}

int32_t ayah_card_glyphs(
    ayah_card_fonts *fonts, const ayah_text *text, ayah_run *runs, int32_t run_cap, uint32_t *glyphs,
    int32_t *advances, int32_t glyph_cap, int32_t *run_count, int32_t *glyph_count, int32_t *line_count) {
    PangoContext *context = new_context(fonts, 1);
    PangoLayout *layout = new_layout(context, text);
    int32_t n_lines = 0, n_runs = 0, n_glyphs = 0;
    for (GSList *l = pango_layout_get_lines_readonly(layout); l; l = l->next, n_lines++) {
        PangoLayoutLine *line = l->data;
        for (GSList *r = line->runs; r; r = r->next, n_runs++) {
            PangoGlyphItem *run = r->data;
            if (n_runs < run_cap) {
                runs[n_runs].line = n_lines;
                runs[n_runs].byte_start = run->item->offset;
                runs[n_runs].byte_length = run->item->length;
                runs[n_runs].glyph_start = n_glyphs;
                runs[n_runs].glyph_count = run->glyphs->num_glyphs;
                runs[n_runs].font = font_index(fonts, run->item->analysis.font);
                runs[n_runs].rtl = run->item->analysis.level % 2;
            }
            for (int i = 0; i < run->glyphs->num_glyphs; i++, n_glyphs++) {
                if (n_glyphs < glyph_cap) {
                    glyphs[n_glyphs] = run->glyphs->glyphs[i].glyph;
                    advances[n_glyphs] = run->glyphs->glyphs[i].geometry.width;
                }
            }
        }
    }
    g_object_unref(layout);
    g_object_unref(context);
    *run_count = n_runs;
    *glyph_count = n_glyphs;
    *line_count = n_lines;
    return (n_runs > run_cap || n_glyphs > glyph_cap) ? -2 : 0;
}

// MARK: - Drawing

static void rounded_rectangle(cairo_t *cr, double x, double y, double w, double h, double r) {
    if (r <= 0) {
        cairo_rectangle(cr, x, y, w, h);
        return;
    }
    double pi = 3.14159265358979323846;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -pi / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, pi / 2);
    cairo_arc(cr, x + r, y + h - r, r, pi / 2, pi);
    cairo_arc(cr, x + r, y + r, r, pi, 3 * pi / 2);
    cairo_close_path(cr);
}

static void draw(ayah_card_fonts *fonts, cairo_t *cr, const ayah_op *ops, int32_t count, int antialias) {
    cairo_set_antialias(cr, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE);
    PangoContext *context = new_context(fonts, antialias);
    for (int32_t i = 0; i < count; i++) {
        const ayah_op *op = &ops[i];
        cairo_save(cr);
        switch (op->kind) {
        case AYAH_OP_FILL:
        case AYAH_OP_ROUNDED:
            rounded_rectangle(cr, op->x, op->y, op->width, op->height, op->kind == AYAH_OP_ROUNDED ? op->radius : 0);
            cairo_set_source_rgba(cr, op->color.r, op->color.g, op->color.b, op->color.a);
            cairo_fill(cr);
            break;
        case AYAH_OP_GRADIENT: {
            cairo_pattern_t *gradient = cairo_pattern_create_linear(op->x, op->y, op->x + op->width, op->y + op->height);
            cairo_pattern_add_color_stop_rgba(gradient, 0, op->color.r, op->color.g, op->color.b, op->color.a);
            cairo_pattern_add_color_stop_rgba(gradient, 1, op->color2.r, op->color2.g, op->color2.b, op->color2.a);
            cairo_rectangle(cr, op->x, op->y, op->width, op->height);
            cairo_set_source(cr, gradient);
            cairo_fill(cr);
            cairo_pattern_destroy(gradient);
            break;
        }
        case AYAH_OP_TEXT: {
            PangoLayout *layout = new_layout(context, &op->text);
            cairo_set_source_rgba(cr, op->color.r, op->color.g, op->color.b, op->color.a);
            cairo_move_to(cr, op->x, op->y);
            pango_cairo_show_layout(cr, layout);
            g_object_unref(layout);
            break;
        }
        default:
            break;
        }
        cairo_restore(cr);
    }
    g_object_unref(context);
}

// MARK: - Encoding

typedef struct {
    uint8_t *bytes;
    size_t length, capacity;
    int failed;
} buffer;

static int append(buffer *b, const uint8_t *data, size_t length) {
    if (b->failed) return 0;
    if (b->length + length > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 65536;
        while (capacity < b->length + length) capacity *= 2;
        uint8_t *grown = realloc(b->bytes, capacity);
        if (!grown) {
            b->failed = 1;
            return 0;
        }
        b->bytes = grown;
        b->capacity = capacity;
    }
    memcpy(b->bytes + b->length, data, length);
    b->length += length;
    return 1;
}

static cairo_status_t write_cairo(void *closure, const unsigned char *data, unsigned int length) {
    return append(closure, data, length) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_NO_MEMORY;
}

static void write_png_data(png_structp png, png_bytep data, png_size_t length) {
    buffer *b = png_get_io_ptr(png);
    if (!append(b, data, length)) png_error(png, "out of memory");
}

static void flush_png(png_structp png) { (void)png; }

static int is_latin1_printable(const char *text) {
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        if (*p >= 0x80 || (*p < 0x20 && *p != '\n')) return 0;
    return 1;
}

/// Encodes the RGB24 surface as PNG: 8-bit RGB, or greyscale of 1 or 2 bits
/// holding only black and white (a pixel is white when its luma is at least half).
static int encode_png(cairo_surface_t *surface, const ayah_canvas *canvas, buffer *out, char *error, size_t cap) {
    int width = canvas->width, height = canvas->height;
    int depth = canvas->format == AYAH_FORMAT_PNG_GRAY1 ? 1 : canvas->format == AYAH_FORMAT_PNG_GRAY2 ? 2 : 8;
    int gray = depth < 8;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    png_bytep row = malloc((size_t)width * 3);
    png_textp texts = calloc((size_t)(canvas->text_count > 0 ? canvas->text_count : 1), sizeof(png_text));
    if (!png || !info || !row || !texts) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(texts);
        set_error(error, cap, "out of memory");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(texts);
        set_error(error, cap, "cannot encode the PNG");
        return -1;
    }
    png_set_write_fn(png, out, write_png_data, flush_png);
    png_set_compression_level(png, 9);
    png_set_IHDR(
        png, info, (png_uint_32)width, (png_uint_32)height, depth, gray ? PNG_COLOR_TYPE_GRAY : PNG_COLOR_TYPE_RGB,
        PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (gray) png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    for (int32_t i = 0; i < canvas->text_count; i++) {
        texts[i].key = (png_charp)canvas->keys[i];
        texts[i].text = (png_charp)canvas->values[i];
        texts[i].compression = is_latin1_printable(canvas->values[i]) ? PNG_TEXT_COMPRESSION_NONE
                                                                      : PNG_ITXT_COMPRESSION_NONE;
    }
    if (canvas->text_count > 0) png_set_text(png, info, texts, canvas->text_count);
    png_write_info(png, info);
    cairo_surface_flush(surface);
    const uint8_t *data = cairo_image_surface_get_data(surface);
    int stride = cairo_image_surface_get_stride(surface);
    for (int y = 0; y < height; y++) {
        const uint32_t *pixels = (const uint32_t *)(data + (size_t)y * stride);
        if (gray) memset(row, 0, (size_t)width);
        for (int x = 0; x < width; x++) {
            uint32_t p = pixels[x];
            uint8_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
            if (!gray) {
                row[x * 3] = r;
                row[x * 3 + 1] = g;
                row[x * 3 + 2] = b;
                continue;
            }
            int white = (299 * r + 587 * g + 114 * b) >= 128 * 1000;
            if (!white) continue;
            if (depth == 1) row[x / 8] |= (uint8_t)(0x80 >> (x % 8));
            else row[x / 4] |= (uint8_t)(0x3 << (6 - 2 * (x % 4)));
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    free(texts);
    return out->failed ? -1 : 0;
}

int32_t ayah_card_render(
    ayah_card_fonts *fonts, const ayah_canvas *canvas, const ayah_op *ops, int32_t count, uint8_t **bytes,
    size_t *length, char *error, size_t error_cap) {
    buffer out = {0};
    int status = 0;
    if (canvas->format == AYAH_FORMAT_SVG) {
        cairo_surface_t *surface =
            cairo_svg_surface_create_for_stream(write_cairo, &out, canvas->width, canvas->height);
        cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_1);
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX);
        cairo_t *cr = cairo_create(surface);
        draw(fonts, cr, ops, count, canvas->antialias);
        cairo_destroy(cr);
        cairo_surface_finish(surface);
        if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS || out.failed) {
            set_error(error, error_cap, cairo_status_to_string(cairo_surface_status(surface)));
            status = -1;
        }
        cairo_surface_destroy(surface);
    } else {
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, canvas->width, canvas->height);
        if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
            set_error(error, error_cap, cairo_status_to_string(cairo_surface_status(surface)));
            cairo_surface_destroy(surface);
            return -1;
        }
        cairo_t *cr = cairo_create(surface);
        draw(fonts, cr, ops, count, canvas->antialias);
        cairo_destroy(cr);
        status = encode_png(surface, canvas, &out, error, error_cap);
        cairo_surface_destroy(surface);
    }
    if (status != 0) {
        free(out.bytes);
        return -1;
    }
    *bytes = out.bytes;
    *length = out.length;
    return 0;
}

void ayah_card_free(void *bytes) { free(bytes); }
