// SQLite's C API, as installed by Debian's libsqlite3-dev under /usr/include (the history database).
#include <sqlite3.h>
