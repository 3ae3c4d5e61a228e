#include "kiji_curl.h"

#include <dlfcn.h>
#include <stdio.h>

/* The libcurl functions kiji calls, resolved by kiji_curl_load. */
struct kiji_curl_functions {
    CURLcode (*global_init)(long);
    const char *(*easy_strerror)(CURLcode);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
};

static struct kiji_curl_functions curl;

#define KIJI_RESOLVE(member)                                                          \
    if (!(found.member = (__typeof__(found.member))dlsym(handle, "curl_" #member))) { \
        snprintf(message, sizeof message, "%s has no curl_" #member, library);        \
        dlclose(handle);                                                              \
        return message;                                                               \
    }

const char *kiji_curl_load(const char *library) {
    static _Thread_local char message[512];
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(message, sizeof message, "%s", dlerror());
        return message;
    }
    struct kiji_curl_functions found;
    KIJI_RESOLVE(global_init)
    KIJI_RESOLVE(easy_strerror)
    KIJI_RESOLVE(easy_init)
    KIJI_RESOLVE(easy_cleanup)
    KIJI_RESOLVE(easy_setopt)
    KIJI_RESOLVE(easy_getinfo)
    KIJI_RESOLVE(slist_append)
    KIJI_RESOLVE(slist_free_all)
    KIJI_RESOLVE(multi_init)
    KIJI_RESOLVE(multi_cleanup)
    KIJI_RESOLVE(multi_add_handle)
    KIJI_RESOLVE(multi_remove_handle)
    KIJI_RESOLVE(multi_perform)
    KIJI_RESOLVE(multi_poll)
    KIJI_RESOLVE(multi_wakeup)
    KIJI_RESOLVE(multi_info_read)
    curl = found;
    return NULL;
}

CURLcode kiji_curl_global_init(long flags) { return curl.global_init(flags); }
const char *kiji_curl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }

CURL *kiji_curl_easy_init(void) { return curl.easy_init(); }
void kiji_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }

CURLcode kiji_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode kiji_curl_easy_setopt_off(CURL *handle, CURLoption option, curl_off_t value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode kiji_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode kiji_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode kiji_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode kiji_curl_easy_setopt_data_callback(CURL *handle, CURLoption option, kiji_curl_data_callback value) {
    return curl.easy_setopt(handle, option, value);
}

CURLcode kiji_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl.easy_getinfo(handle, info, value);
}

struct curl_slist *kiji_curl_slist_append(struct curl_slist *list, const char *line) {
    return curl.slist_append(list, line);
}

void kiji_curl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

CURLM *kiji_curl_multi_init(void) { return curl.multi_init(); }
CURLMcode kiji_curl_multi_cleanup(CURLM *multi) { return curl.multi_cleanup(multi); }
CURLMcode kiji_curl_multi_add_handle(CURLM *multi, CURL *handle) { return curl.multi_add_handle(multi, handle); }
CURLMcode kiji_curl_multi_remove_handle(CURLM *multi, CURL *handle) { return curl.multi_remove_handle(multi, handle); }
CURLMcode kiji_curl_multi_perform(CURLM *multi, int *running) { return curl.multi_perform(multi, running); }

CURLMcode kiji_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout_ms, int *ready) {
    return curl.multi_poll(multi, extra, count, timeout_ms, ready);
}

CURLMcode kiji_curl_multi_wakeup(CURLM *multi) { return curl.multi_wakeup(multi); }
CURLMsg *kiji_curl_multi_info_read(CURLM *multi, int *remaining) { return curl.multi_info_read(multi, remaining); }
