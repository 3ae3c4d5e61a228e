/* stb_image from Debian's libstb-dev, compiled here rather than linked from libstb.so: stb is a
   header library, and only a build of our own can route its allocations through a budget
   (STBI_MALLOC …) and leave out the decoders kiji never needs. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kiji_stb_image.h"

/* Bytes the decode on this thread may still allocate. */
static _Thread_local size_t remaining_budget;

/* Each block carries its size in front, so that freeing and growing it keep the count. */
typedef union {
    size_t size;
    max_align_t alignment;
} block_header;

static void *budget_malloc(size_t size) {
    if (size > remaining_budget || size > SIZE_MAX - sizeof(block_header)) return NULL;
    block_header *block = malloc(sizeof(block_header) + size);
    if (block == NULL) return NULL;
    block->size = size;
    remaining_budget -= size;
    /* Zeroed, so that nothing stb_image reads before writing depends on what the heap held. */
    memset(block + 1, 0, size);
    return block + 1;
}

static void budget_free(void *pointer) {
    if (pointer == NULL) return;
    block_header *block = (block_header *)pointer - 1;
    remaining_budget += block->size;
    free(block);
}

static void *budget_realloc(void *pointer, size_t size) {
    if (pointer == NULL) return budget_malloc(size);
    block_header *block = (block_header *)pointer - 1;
    size_t old = block->size;
    if (size > old && size - old > remaining_budget) return NULL;
    if (size > SIZE_MAX - sizeof(block_header)) return NULL;
    block_header *grown = realloc(block, sizeof(block_header) + size);
    if (grown == NULL) return NULL;
    remaining_budget = remaining_budget + old - size;
    grown->size = size;
    return grown + 1;
}

#define STBI_MALLOC(size) budget_malloc(size)
#define STBI_REALLOC(pointer, size) budget_realloc(pointer, size)
#define STBI_FREE(pointer) budget_free(pointer)
#define STBI_ONLY_PNG
#define STBI_ONLY_JPEG
#define STBI_ONLY_GIF
#define STBI_NO_STDIO
#define STBI_NO_LINEAR
#define STBI_NO_HDR
#define STB_IMAGE_STATIC
#define STB_IMAGE_IMPLEMENTATION
#include <stb/stb_image.h>

unsigned char *kiji_stbi_decode_rgba(const unsigned char *bytes, int length, size_t budget,
                                     int *width, int *height, const char **reason) {
    remaining_budget = budget;
    int channels = 0;
    unsigned char *pixels = stbi_load_from_memory(bytes, length, width, height, &channels, 4);
    if (pixels == NULL) {
        *reason = stbi_failure_reason();
        if (*reason == NULL) *reason = "the decoder gave no reason";
    }
    return pixels;
}

void kiji_stbi_free(unsigned char *pixels) {
    stbi_image_free(pixels);
}
