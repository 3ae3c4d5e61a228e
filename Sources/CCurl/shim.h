#ifndef KIJI_CCURL_SHIM_H
#define KIJI_CCURL_SHIM_H

/* Typed wrappers for libcurl's variadic calls, which Swift cannot import.
   Each passes exactly the C type curl expects for the option. */

#include <curl/curl.h>

typedef size_t (*kiji_curl_data_callback)(char *ptr, size_t size, size_t nmemb, void *userdata);
typedef int (*kiji_curl_xferinfo_callback)(void *userdata, curl_off_t dltotal, curl_off_t dlnow, curl_off_t ultotal, curl_off_t ulnow);

static inline CURLcode kiji_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiji_curl_easy_setopt_off(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiji_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiji_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiji_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiji_curl_easy_setopt_data_callback(CURL *handle, CURLoption option, kiji_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode kiji_curl_easy_setopt_xferinfo_callback(CURL *handle, kiji_curl_xferinfo_callback value) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode kiji_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode kiji_curl_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode kiji_curl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    return curl_multi_setopt(handle, option, value);
}

#endif
