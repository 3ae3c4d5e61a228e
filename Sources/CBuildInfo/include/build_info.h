#ifndef KIJI_BUILD_INFO_H
#define KIJI_BUILD_INFO_H

/// The commit kiji was built from: a short hash, ", modified" after it when the tree had
/// uncommitted changes, or "unknown commit" when the sources were not a git checkout.
/// Package.swift defines it from SwiftPM's git information when it loads the manifest.
const char *kiji_build_commit(void);

#endif
