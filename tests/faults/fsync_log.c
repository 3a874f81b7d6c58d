/* Emulated power loss, part 1: preloaded into redis-server (LD_PRELOAD), it appends to $FSYNC_LOG
 * "<size> <path>" for every regular file that fsync/fdatasync made durable. The size is read before
 * the call: every byte written before it is on disk once it returns, later writes may not be.
 * Part 2 (tests/faults/power.py) cuts each file back to its last durable size, as a host that lost
 * power would find it. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static void record(int fd, off_t size) {
    const char *log = getenv("FSYNC_LOG");
    char link[64], path[4096], line[4200];
    if (log == NULL) return;
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, sizeof path - 1);
    if (n <= 0) return;
    path[n] = '\0';
    int len = snprintf(line, sizeof line, "%lld %s\n", (long long)size, path);
    int out = open(log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (out < 0) return;
    if (write(out, line, len) < 0) { /* the test then finds the file not durable: stricter, not looser */ }
    close(out);
}

static int durable(int (*real)(int), int fd) {
    struct stat st;
    int regular = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    int result = real(fd);
    if (result == 0 && regular) record(fd, st.st_size);
    return result;
}

int fsync(int fd) {
    static int (*real)(int);
    if (real == NULL) real = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
    return durable(real, fd);
}

int fdatasync(int fd) {
    static int (*real)(int);
    if (real == NULL) real = (int (*)(int))dlsym(RTLD_NEXT, "fdatasync");
    return durable(real, fd);
}
