#ifndef KIJI_CURL_H
#define KIJI_CURL_H

/* libcurl, loaded when the first request needs it rather than when kiji starts.

   kiji does not link libcurl. kiji_curl_load opens the system's libcurl.so.4 with dlopen and
   resolves the functions below with dlsym, so a start that draws from the cache does not pay for
   libcurl and the two dozen libraries it pulls in (TLS, Kerberos, LDAP, SSH ...). Types and
   constants come from <curl/curl.h> as usual; calling a curl_ function directly fails to link.

   Each kiji_curl_ function calls the libcurl function of the same name. The variadic
   curl_easy_setopt and curl_easy_getinfo, which Swift cannot import, get typed wrappers that pass
   exactly the C type curl expects for the option. Call them only after kiji_curl_load succeeded. */

#include <curl/curl.h>

typedef size_t (*kiji_curl_data_callback)(char *ptr, size_t size, size_t nmemb, void *userdata);

/// Opens `library` (e.g. "libcurl.so.4") and resolves every function below from it. Returns NULL
/// on success; otherwise one line saying why, valid until the calling thread's next call, and
/// changes nothing. A successful load fills the table the functions below call through, so it
/// must happen once, before any of them (QiitaAPI's CurlLibrary sees to that).
const char *kiji_curl_load(const char *library);

CURLcode kiji_curl_global_init(long flags);
const char *kiji_curl_easy_strerror(CURLcode code);

CURL *kiji_curl_easy_init(void);
void kiji_curl_easy_cleanup(CURL *handle);
CURLcode kiji_curl_easy_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode kiji_curl_easy_setopt_off(CURL *handle, CURLoption option, curl_off_t value);
CURLcode kiji_curl_easy_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode kiji_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode kiji_curl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode kiji_curl_easy_setopt_data_callback(CURL *handle, CURLoption option, kiji_curl_data_callback value);
CURLcode kiji_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value);

struct curl_slist *kiji_curl_slist_append(struct curl_slist *list, const char *line);
void kiji_curl_slist_free_all(struct curl_slist *list);

CURLM *kiji_curl_multi_init(void);
CURLMcode kiji_curl_multi_cleanup(CURLM *multi);
CURLMcode kiji_curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode kiji_curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode kiji_curl_multi_perform(CURLM *multi, int *running);
CURLMcode kiji_curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int count, int timeout_ms, int *ready);
CURLMcode kiji_curl_multi_wakeup(CURLM *multi);
CURLMsg *kiji_curl_multi_info_read(CURLM *multi, int *remaining);

#endif
