/*
 * LD_PRELOAD shim: a bind() to the wildcard address (0.0.0.0 or ::) binds to the loopback
 * address instead. DynamoDB Local has no option to choose its listening address.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>

int bind(int fd, const struct sockaddr *addr, socklen_t len) {
  static int (*real_bind)(int, const struct sockaddr *, socklen_t);
  if (!real_bind) real_bind = (int (*)(int, const struct sockaddr *, socklen_t))dlsym(RTLD_NEXT, "bind");
  if (addr && addr->sa_family == AF_INET && len >= (socklen_t)sizeof(struct sockaddr_in)) {
    struct sockaddr_in copy;
    memcpy(&copy, addr, sizeof copy);
    if (copy.sin_addr.s_addr == htonl(INADDR_ANY)) {
      copy.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      return real_bind(fd, (const struct sockaddr *)&copy, sizeof copy);
    }
  }
  if (addr && addr->sa_family == AF_INET6 && len >= (socklen_t)sizeof(struct sockaddr_in6)) {
    struct sockaddr_in6 copy;
    memcpy(&copy, addr, sizeof copy);
    if (memcmp(&copy.sin6_addr, &in6addr_any, sizeof in6addr_any) == 0) {
      copy.sin6_addr = in6addr_loopback;
      return real_bind(fd, (const struct sockaddr *)&copy, sizeof copy);
    }
  }
  return real_bind(fd, addr, len);
}
