/* replay.c — the plain driver of a fuzz harness: runs LLVMFuzzerTestOneInput on every file
 * named on the command line (a directory: every file in it), with no fuzzer and no clang, so
 * that `make test` replays tests/fuzz/regressions/ on every build. A finding aborts the
 * process; otherwise it prints how many inputs ran.
 */
#include <dirent.h>
#include <string.h>
#include <sys/stat.h>

#include "interp/session/util.h"
#include "tests/fuzz/fuzz.h"

static int run_file(const char *path)
{
    size_t len = 0;
    char *text = sess_read_file(path, &len);
    if (!text) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        return -1;
    }
    fprintf(stderr, "replay: %s\n", path); /* names the input if it crashes */
    LLVMFuzzerTestOneInput((const uint8_t *)text, len);
    free(text);
    return 1;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int run_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return run_file(dir);
    char **names = NULL;
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.')
            continue;
        names = sess_xrealloc(names, (n + 1) * sizeof *names);
        names[n++] = sess_xstrdup(e->d_name);
    }
    closedir(d);
    qsort(names, n, sizeof *names, cmp_names);
    int count = 0;
    for (size_t i = 0; i < n; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        struct stat st;
        int r = stat(path, &st) == 0 && S_ISDIR(st.st_mode) ? run_dir(path) : run_file(path);
        if (r < 0)
            count = -1;
        else if (count >= 0)
            count += r;
        free(names[i]);
    }
    free(names);
    return count;
}

int main(int argc, char **argv)
{
    int total = 0;
    for (int i = 1; i < argc; i++) {
        int r = run_dir(argv[i]);
        if (r < 0)
            return 1;
        total += r;
    }
    printf("%d inputs replayed\n", total);
    return 0;
}
