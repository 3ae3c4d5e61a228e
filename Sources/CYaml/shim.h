#ifndef KIJI_CYAML_SHIM_H
#define KIJI_CYAML_SHIM_H

#include <yaml.h>

#endif
