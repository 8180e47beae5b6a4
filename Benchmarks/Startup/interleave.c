// Runs several commands cold, one run of each in turn, and prints each run's
// wall-clock time: the start-up benchmark's paired runs (Benchmarks/startup.sh).
//
// hyperfine runs all of one command's runs, then all of the next's, so a shared
// machine that slows down for a few seconds moves one command and not the
// other, and a ratio of two medians taken seconds apart carries that drift
// (rounds of the same commands gave 1.5x to 2.7x). Here every round runs each
// command once, the order rotating by one each round so each command takes
// each place equally, and the ratio is taken within the round: the drift is
// common to both sides and cancels.
//
//   interleave ROUNDS WARMUP COMMANDS-FILE
//
// COMMANDS-FILE holds one command per line, its words separated by tabs (so a
// word may hold spaces, as an Arabic search phrase does). Each run's standard input,
// output and error are /dev/null. Output, one line per timed run:
// ROUND<TAB>COMMAND-INDEX<TAB>MICROSECONDS; a command that exits non-zero or
// cannot start stops the program with status 1.
#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

extern char **environ;

enum { maxCommands = 32, maxWords = 32 };

static char *words[maxCommands][maxWords + 1];
static int commandCount;

static void readCommands(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) { perror(path); exit(1); }
    char *line = NULL;
    size_t capacity = 0;
    while (getline(&line, &capacity, file) > 0 && commandCount < maxCommands) {
        line[strcspn(line, "\n")] = 0;
        if (!*line) continue;
        char *copy = strdup(line), *save = NULL;
        int count = 0;
        for (char *word = strtok_r(copy, "\t", &save); word && count < maxWords; word = strtok_r(NULL, "\t", &save))
            words[commandCount][count++] = word;
        words[commandCount][count] = NULL;
        commandCount += 1;
    }
    free(line);
    fclose(file);
}

static long runOnce(int index, posix_spawn_file_actions_t *actions) {
    struct timespec start, end;
    pid_t pid;
    int status;
    clock_gettime(CLOCK_MONOTONIC, &start);
    if (posix_spawn(&pid, words[index][0], actions, NULL, words[index], environ) != 0) {
        fprintf(stderr, "interleave: cannot start %s\n", words[index][0]);
        exit(1);
    }
    if (waitpid(pid, &status, 0) != pid) { perror("waitpid"); exit(1); }
    clock_gettime(CLOCK_MONOTONIC, &end);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "interleave: %s failed (status %d)\n", words[index][0], status);
        exit(1);
    }
    return (end.tv_sec - start.tv_sec) * 1000000L + (end.tv_nsec - start.tv_nsec) / 1000L;
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: interleave ROUNDS WARMUP COMMANDS-FILE\n"); return 64; }
    int rounds = atoi(argv[1]), warmup = atoi(argv[2]);
    readCommands(argv[3]);
    if (commandCount == 0 || rounds < 1 || warmup < 0) { fprintf(stderr, "interleave: nothing to run\n"); return 64; }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    for (int fd = 0; fd <= 2; fd++)
        posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0);
    for (int round = 0; round < warmup + rounds; round++) {
        for (int place = 0; place < commandCount; place++) {
            int index = (place + round) % commandCount;
            long micros = runOnce(index, &actions);
            if (round >= warmup) printf("%d\t%d\t%ld\n", round - warmup, index, micros);
        }
    }
    posix_spawn_file_actions_destroy(&actions);
    return 0;
}
