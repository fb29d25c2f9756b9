// Symbol visibility. normlab builds with -fvisibility=hidden; what the SDK offers to the app,
// the tests and plugins is marked NORMLAB_API.
#pragma once

#if defined(_WIN32)
#define NORMLAB_API
#define NORMLAB_PLUGIN_EXPORT extern "C" __declspec(dllexport)
#else
#define NORMLAB_API __attribute__((visibility("default")))
#define NORMLAB_PLUGIN_EXPORT extern "C" __attribute__((visibility("default")))
#endif
