/*
 * A fault injector for tests (LD_PRELOAD): the Nth write-side system call on chosen files fails
 * with a chosen errno, as a failing or full disk would make it fail. Compiled at test time by
 * tests/faults/injector.py (gcc); see there for how it is driven.
 *
 * Environment:
 *   FAULT_PATH   only calls on files whose path contains this text are counted (required)
 *   FAULT_OPS    comma-separated calls to count (default: write,pwrite,fsync,fdatasync,rename,
 *                ftruncate,unlink); "open" counts opens that may write
 *   FAULT_AT     the counted call that fails (1 = the first); 0 or unset = none (count only)
 *   FAULT_STICKY 1: every counted call from FAULT_AT on fails (a full disk stays full)
 *   FAULT_ERRNO  the errno to fail with (default EIO)
 *   FAULT_KILL   1: instead of failing, the process kills itself (SIGKILL) just before the call:
 *                a power cut or a crash at exactly that point
 *   FAULT_COUNT_FILE  at exit, the number of counted calls is written there
 *   FAULT_READONLY 1: every open for writing, creat, unlink, rename, mkdir and access(W_OK) on
 *                FAULT_PATH fails with EROFS (a read-only drive); nothing is counted
 *
 * A failed call does nothing (the data of a failed write is not written).
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

static const char *fault_path;
static char fault_ops[256] = "write,pwrite,fsync,fdatasync,rename,ftruncate,unlink";
static long fault_at;
static int fault_sticky;
static int fault_errno = EIO;
static int fault_readonly;
static int fault_kill;
static const char *count_file;
static volatile long counted;
static int ready;

static void setup(void) {
    if (ready) return;
    fault_path = getenv("FAULT_PATH");
    const char *ops = getenv("FAULT_OPS");
    if (ops) { strncpy(fault_ops, ops, sizeof fault_ops - 1); }
    const char *at = getenv("FAULT_AT");
    fault_at = at ? atol(at) : 0;
    const char *sticky = getenv("FAULT_STICKY");
    fault_sticky = sticky && sticky[0] == '1';
    const char *err = getenv("FAULT_ERRNO");
    if (err) fault_errno = atoi(err);
    const char *ro = getenv("FAULT_READONLY");
    fault_readonly = ro && ro[0] == '1';
    count_file = getenv("FAULT_COUNT_FILE");
    const char *kill_it = getenv("FAULT_KILL");
    fault_kill = kill_it && kill_it[0] == '1';
    ready = 1;
}

__attribute__((destructor)) static void report(void) {
    if (!count_file) return;
    FILE *f = fopen(count_file, "w");
    if (!f) return;
    fprintf(f, "%ld\n", counted);
    fclose(f);
}

static int op_selected(const char *op) {
    size_t n = strlen(op);
    const char *p = fault_ops;
    while ((p = strstr(p, op)) != NULL) {
        if ((p == fault_ops || p[-1] == ',') && (p[n] == ',' || p[n] == '\0')) return 1;
        p += n;
    }
    return 0;
}

static int path_matches(const char *path) {
    return fault_path && path && strstr(path, fault_path) != NULL;
}

static int fd_matches(int fd) {
    char link[64], target[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, target, sizeof target - 1);
    if (n <= 0) return 0;
    target[n] = '\0';
    return path_matches(target);
}

/* 1 when this call must fail (and errno is set). */
static int should_fail(const char *op, int matched) {
    setup();
    if (fault_readonly || !matched || !op_selected(op)) return 0;
    long n = __sync_add_and_fetch(&counted, 1);
    if (fault_at > 0 && (n == fault_at || (fault_sticky && n > fault_at))) {
        if (fault_kill) raise(SIGKILL);
        errno = fault_errno;
        return 1;
    }
    return 0;
}

static int read_only_refuses(const char *path) {
    setup();
    if (fault_readonly && path_matches(path)) {
        errno = EROFS;
        return 1;
    }
    return 0;
}

#define REAL(name) static __typeof__(&name) real_##name; \
    if (!real_##name) real_##name = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

ssize_t write(int fd, const void *buf, size_t count) {
    REAL(write);
    if (fd > 2 && should_fail("write", fd_matches(fd))) return -1;
    return real_write(fd, buf, count);
}

ssize_t writev(int fd, const struct iovec *iov, int n) {
    REAL(writev);
    if (fd > 2 && should_fail("write", fd_matches(fd))) return -1;
    return real_writev(fd, iov, n);
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset) {
    REAL(pwrite);
    if (should_fail("pwrite", fd_matches(fd))) return -1;
    return real_pwrite(fd, buf, count, offset);
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off64_t offset) {
    REAL(pwrite64);
    if (should_fail("pwrite", fd_matches(fd))) return -1;
    return real_pwrite64(fd, buf, count, offset);
}

int fsync(int fd) {
    REAL(fsync);
    if (should_fail("fsync", fd_matches(fd))) return -1;
    return real_fsync(fd);
}

int fdatasync(int fd) {
    REAL(fdatasync);
    if (should_fail("fdatasync", fd_matches(fd))) return -1;
    return real_fdatasync(fd);
}

int ftruncate(int fd, off_t length) {
    REAL(ftruncate);
    if (should_fail("ftruncate", fd_matches(fd))) return -1;
    return real_ftruncate(fd, length);
}

int ftruncate64(int fd, off64_t length) {
    REAL(ftruncate64);
    if (should_fail("ftruncate", fd_matches(fd))) return -1;
    return real_ftruncate64(fd, length);
}

int rename(const char *old, const char *new) {
    REAL(rename);
    if (read_only_refuses(old) || read_only_refuses(new)) return -1;
    if (should_fail("rename", path_matches(old) || path_matches(new))) return -1;
    return real_rename(old, new);
}

int renameat(int olddir, const char *old, int newdir, const char *new) {
    REAL(renameat);
    if (read_only_refuses(old) || read_only_refuses(new)) return -1;
    if (should_fail("rename", path_matches(old) || path_matches(new))) return -1;
    return real_renameat(olddir, old, newdir, new);
}

int unlink(const char *path) {
    REAL(unlink);
    if (read_only_refuses(path)) return -1;
    if (should_fail("unlink", path_matches(path))) return -1;
    return real_unlink(path);
}

int unlinkat(int dir, const char *path, int flags) {
    REAL(unlinkat);
    if (read_only_refuses(path)) return -1;
    if (should_fail("unlink", path_matches(path))) return -1;
    return real_unlinkat(dir, path, flags);
}

int mkdir(const char *path, mode_t mode) {
    REAL(mkdir);
    if (read_only_refuses(path)) return -1;
    return real_mkdir(path, mode);
}

int access(const char *path, int mode) {
    REAL(access);
    if ((mode & W_OK) && read_only_refuses(path)) return -1;
    return real_access(path, mode);
}

int faccessat(int dir, const char *path, int mode, int flags) {
    REAL(faccessat);
    if ((mode & W_OK) && read_only_refuses(path)) return -1;
    return real_faccessat(dir, path, mode, flags);
}

static int writes(int flags) {
    return (flags & O_ACCMODE) != O_RDONLY || (flags & (O_CREAT | O_TRUNC));
}

static int open_refused(const char *path, int flags) {
    if (writes(flags) && read_only_refuses(path)) return 1;
    if (writes(flags) && should_fail("open", path_matches(path))) return 1;
    return 0;
}

int open(const char *path, int flags, ...) {
    REAL(open);
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) { va_list ap; va_start(ap, flags); mode = va_arg(ap, mode_t); va_end(ap); }
    if (open_refused(path, flags)) return -1;
    return real_open(path, flags, mode);
}

int open64(const char *path, int flags, ...) {
    REAL(open64);
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) { va_list ap; va_start(ap, flags); mode = va_arg(ap, mode_t); va_end(ap); }
    if (open_refused(path, flags)) return -1;
    return real_open64(path, flags, mode);
}

int openat(int dir, const char *path, int flags, ...) {
    REAL(openat);
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) { va_list ap; va_start(ap, flags); mode = va_arg(ap, mode_t); va_end(ap); }
    if (open_refused(path, flags)) return -1;
    return real_openat(dir, path, flags, mode);
}

int openat64(int dir, const char *path, int flags, ...) {
    REAL(openat64);
    mode_t mode = 0;
    if (flags & (O_CREAT | O_TMPFILE)) { va_list ap; va_start(ap, flags); mode = va_arg(ap, mode_t); va_end(ap); }
    if (open_refused(path, flags)) return -1;
    return real_openat64(dir, path, flags, mode);
}
