// The data files, read at run time from one place on disk instead of a copy in
// each binary (issue 42: three binaries carried 8.6 MB of them each). The build
// still reads each file here with C23 #embed, but only for its size and its
// first bytes (the arrays are used in sizeof and the heads alone are emitted):
// an installed file of another size or opening is not the one this build's
// index (ayah_index.c) describes, and is refused as damaged.
#define _GNU_SOURCE
#include "ayah_data.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define HEAD 64

// The whole files' sizes (compound literals inside sizeof: no bytes of them are emitted).
static constexpr size_t size_uthmani = sizeof((const unsigned char[]){
#embed "../../Data/quran-uthmani.txt"
});
static constexpr size_t size_simple = sizeof((const unsigned char[]){
#embed "../../Data/quran-simple.txt"
});
static constexpr size_t size_pickthall = sizeof((const unsigned char[]){
#embed "../../Data/en.pickthall.xml"
});
static constexpr size_t size_surahs = sizeof((const unsigned char[]){
#embed "../../Data/surahs-corrected.tsv"
});
static constexpr size_t size_notice = sizeof((const unsigned char[]){
#embed "../../Data/NOTICE"
});
static constexpr size_t size_metadata = sizeof((const unsigned char[]){
#embed "../../Data/quran-metadata.tsv"
});
static constexpr size_t size_cities = sizeof((const unsigned char[]){
#embed "../../Data/cities.tsv"
});
static constexpr size_t size_urdu = sizeof((const unsigned char[]){
#embed "../../Web/fonts/NotoNastaliqUrdu-page.ttf"
});
static constexpr size_t size_bengali = sizeof((const unsigned char[]){
#embed "../../Web/fonts/NotoSansBengali-page.ttf"
});

static const unsigned char head_uthmani[] = {
#embed "../../Data/quran-uthmani.txt" limit(HEAD)
};
static const unsigned char head_simple[] = {
#embed "../../Data/quran-simple.txt" limit(HEAD)
};
static const unsigned char head_pickthall[] = {
#embed "../../Data/en.pickthall.xml" limit(HEAD)
};
static const unsigned char head_surahs[] = {
#embed "../../Data/surahs-corrected.tsv" limit(HEAD)
};
static const unsigned char head_notice[] = {
#embed "../../Data/NOTICE" limit(HEAD)
};
static const unsigned char head_metadata[] = {
#embed "../../Data/quran-metadata.tsv" limit(HEAD)
};
static const unsigned char head_cities[] = {
#embed "../../Data/cities.tsv" limit(HEAD)
};
static const unsigned char head_urdu[] = {
#embed "../../Web/fonts/NotoNastaliqUrdu-page.ttf" limit(HEAD)
};
static const unsigned char head_bengali[] = {
#embed "../../Web/fonts/NotoSansBengali-page.ttf" limit(HEAD)
};

typedef struct {
    const char *name;    // in share/dailyayah
    const char *source;  // in the source tree
    size_t size;
    const unsigned char *head;
    size_t head_size;
} ayah_file_spec;

static const ayah_file_spec specs[AYAH_FILE_COUNT] = {
    [AYAH_FILE_QURAN_UTHMANI] = {"quran-uthmani.txt", "Data/quran-uthmani.txt", size_uthmani, head_uthmani, sizeof head_uthmani},
    [AYAH_FILE_QURAN_SIMPLE] = {"quran-simple.txt", "Data/quran-simple.txt", size_simple, head_simple, sizeof head_simple},
    [AYAH_FILE_EN_PICKTHALL] = {"en.pickthall.xml", "Data/en.pickthall.xml", size_pickthall, head_pickthall, sizeof head_pickthall},
    [AYAH_FILE_SURAHS] = {"surahs-corrected.tsv", "Data/surahs-corrected.tsv", size_surahs, head_surahs, sizeof head_surahs},
    [AYAH_FILE_NOTICE] = {"NOTICE", "Data/NOTICE", size_notice, head_notice, sizeof head_notice},
    [AYAH_FILE_QURAN_METADATA] = {"quran-metadata.tsv", "Data/quran-metadata.tsv", size_metadata, head_metadata, sizeof head_metadata},
    [AYAH_FILE_CITIES] = {"cities.tsv", "Data/cities.tsv", size_cities, head_cities, sizeof head_cities},
    [AYAH_FILE_FONT_URDU] = {"NotoNastaliqUrdu-page.ttf", "Web/fonts/NotoNastaliqUrdu-page.ttf", size_urdu, head_urdu,
        sizeof head_urdu},
    [AYAH_FILE_FONT_BENGALI] = {"NotoSansBengali-page.ttf", "Web/fonts/NotoSansBengali-page.ttf", size_bengali,
        head_bengali, sizeof head_bengali},
};

// ---- where the files are ---------------------------------------------------

// This file's path at build time: its package is three directories up (Sources/CAyahData/ayah_data.c).
static const char source_file[] = __FILE__;

static pthread_once_t directory_once = PTHREAD_ONCE_INIT;
static char directory[PATH_MAX * 3 + 64];
static int directory_found;  // 1: `directory` holds the one directory; 0: the places looked in
static int in_source_tree;   // 1: `directory` is the package's source tree (each file at its `source` path)

// Cuts `path` back to its directory (in place); 0 when it has none.
static int parent(char *path) {
    char *slash = strrchr(path, '/');
    if (slash == NULL) return 0;
    if (slash == path) slash[1] = '\0'; else *slash = '\0';
    return 1;
}

static int is_directory(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static void add_place(const char *place) {
    size_t used = strlen(directory);
    snprintf(directory + used, sizeof directory - used, "%s%s", used ? ", " : "", place);
}

// Takes the data directory `chosen` when `checked` is a directory (`checked` is `chosen` itself, or the
// source tree's Data/ for the tree); else adds `checked` to the places looked in. 1 when taken.
static int take(const char *checked, const char *chosen, int source_tree) {
    if (!is_directory(checked)) {
        add_place(checked);
        return 0;
    }
    snprintf(directory, sizeof directory, "%s", chosen);
    directory_found = 1;
    in_source_tree = source_tree;
    return 1;
}

static void find_directory(void) {
    directory[0] = '\0';
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) {
        snprintf(directory, sizeof directory, "(no /proc/self/exe to find the program's directory by)");
        return;
    }
    exe[n] = '\0';
    char bin[PATH_MAX];
    memcpy(bin, exe, (size_t)n + 1);
    if (!parent(bin)) return;

    // PREFIX/bin/ayah, then PREFIX/libexec/dailyayah/ayah-server and ayah-card.
    char candidate[PATH_MAX + 32];
    snprintf(candidate, sizeof candidate, "%s/../share/dailyayah", bin);
    if (take(candidate, candidate, 0)) return;
    const char *last = strrchr(bin, '/');
    if (last != NULL && strcmp(last, "/dailyayah") == 0) {  // PREFIX/libexec/dailyayah: PREFIX/share/dailyayah
        snprintf(candidate, sizeof candidate, "%s/../../share/dailyayah", bin);
        if (take(candidate, candidate, 0)) return;
    }
    // A binary inside this package's tree (.build/debug, .build/release, Fuzz/.build): the package's Data/ and Web/.
    char package[PATH_MAX];
    if (strlen(source_file) < sizeof package && source_file[0] == '/') {
        memcpy(package, source_file, sizeof source_file);
        if (parent(package) && parent(package) && parent(package)) {
            size_t length = strlen(package);
            if (strncmp(bin, package, length) == 0 && bin[length] == '/') {
                char data[PATH_MAX];
                snprintf(data, sizeof data, "%s/Data", package);
                take(data, package, 1);
            }
        }
    }
}

const char *ayah_data_directory(void) {
    pthread_once(&directory_once, find_directory);
    return directory;
}

// ---- mapping ---------------------------------------------------------------

static _Atomic(const unsigned char *) mapped[AYAH_FILE_COUNT];

static int map_file(ayah_file file, const unsigned char **bytes) {
    const ayah_file_spec *spec = &specs[file];
    pthread_once(&directory_once, find_directory);
    if (!directory_found) return AYAH_FILE_MISSING;
    int dir = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir < 0) return AYAH_FILE_MISSING;
    // The file itself is never a link: O_NOFOLLOW fails on one (ELOOP), and O_NONBLOCK keeps a FIFO from blocking.
    int fd = openat(dir, in_source_tree ? spec->source : spec->name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    int open_error = errno;
    close(dir);
    if (fd < 0) return (open_error == ENOENT || open_error == EACCES) ? AYAH_FILE_MISSING : AYAH_FILE_DAMAGED;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 0 || (size_t)st.st_size != spec->size
        || spec->size == 0) {
        close(fd);
        return AYAH_FILE_DAMAGED;
    }
    void *map = mmap(NULL, spec->size, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (map == MAP_FAILED) return AYAH_FILE_DAMAGED;
    if (memcmp(map, spec->head, spec->head_size) != 0) {
        munmap(map, spec->size);
        return AYAH_FILE_DAMAGED;
    }
    *bytes = map;
    return AYAH_FILE_OK;
}

const unsigned char *ayah_file_bytes(ayah_file file, size_t *length, int *status) {
    *length = 0;
    if ((unsigned)file >= AYAH_FILE_COUNT) {
        *status = AYAH_FILE_MISSING;
        return NULL;
    }
    const unsigned char *bytes = atomic_load_explicit(&mapped[file], memory_order_acquire);
    if (bytes == NULL) {
        const unsigned char *fresh = NULL;
        int result = map_file(file, &fresh);
        if (result != AYAH_FILE_OK) {
            *status = result;
            return NULL;
        }
        const unsigned char *expected = NULL;
        if (atomic_compare_exchange_strong_explicit(
                &mapped[file], &expected, fresh, memory_order_acq_rel, memory_order_acquire)) {
            bytes = fresh;
        } else {  // another thread mapped it first: use that one
            munmap((void *)fresh, specs[file].size);
            bytes = expected;
        }
    }
    *status = AYAH_FILE_OK;
    *length = specs[file].size;
    return bytes;
}

const char *ayah_file_name(ayah_file file) {
    return (unsigned)file < AYAH_FILE_COUNT ? specs[file].name : "";
}

const char *ayah_file_relative_path(ayah_file file) {
    if ((unsigned)file >= AYAH_FILE_COUNT) return "";
    pthread_once(&directory_once, find_directory);
    return in_source_tree ? specs[file].source : specs[file].name;
}
