# Two commands do everything on a fresh Debian machine with Python 3.11:
#   make run   -- install what is needed, then launch the app
#   make test  -- install what is needed, then run lint, types and the whole suite headless
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-stamp

# Debian libraries Qt needs: headless (offscreen) and, for `make run`, a real X11 window.
QT_DEBS_HEADLESS := libglib2.0-0 libegl1 libgl1 libx11-6 libdbus-1-3 libfontconfig1 libxkbcommon0
QT_DEBS_WINDOW   := libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
                    libxcb-render0 libxcb-shape0 libxcb-util1 libxcb-xkb1 libxkbcommon-x11-0

.PHONY: run test check fmt clean translations

LINT_PATHS := cardtable tests packaging $(wildcard benchmarks)

# Qt Linguist sources (translations/*.ts) are compiled to .qm (gitignored build products) on install.
TS_FILES   := $(wildcard translations/*.ts)
# The UI code, plus the game manifests (cardtable/engine/<id>/__init__.py: names and blurbs, context "Games").
UI_SOURCES  = $(shell find cardtable/ui cardtable/controllers -name '*.py' | sort) \
              $(sort $(wildcard cardtable/engine/*/__init__.py))

$(STAMP): pyproject.toml $(TS_FILES)
	@$(MAKE) --no-print-directory debs DEBS="$(QT_DEBS_HEADLESS)"
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test]'
	@for ts in $(TS_FILES); do $(BIN)/pyside6-lrelease -silent $$ts -qm $${ts%.ts}.qm; done
	@touch $@

# Re-extract every translatable string from the UI code into the .ts files (new entries come out "unfinished";
# the test suite fails until they are translated), then compile the .qm files. The English catalogue holds only the
# plural forms ("%Ln token(s)" -> "1 token" / "2 tokens"); the source text is the English otherwise.
translations: $(STAMP)
	$(BIN)/pyside6-lupdate -no-obsolete $(UI_SOURCES) -ts translations/cardtable_fa.ts
	$(BIN)/pyside6-lupdate -no-obsolete -pluralonly $(UI_SOURCES) -ts translations/cardtable_en.ts
	@for ts in $(TS_FILES); do $(BIN)/pyside6-lrelease -silent $$ts -qm $${ts%.ts}.qm; done

# Installs the named Debian packages when running as root and they are missing; otherwise says what is missing.
.PHONY: debs
debs:
	@missing=""; for p in $(DEBS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian packages Qt needs:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	  else echo "Note: Qt may need these Debian packages (run as root to install):$$missing"; fi; \
	fi

run: $(STAMP)
	@$(MAKE) --no-print-directory debs DEBS="$(QT_DEBS_WINDOW)"
	$(BIN)/python -m cardtable

check: $(STAMP)
	$(BIN)/ruff format --check $(LINT_PATHS)
	$(BIN)/ruff check $(LINT_PATHS)
	$(BIN)/mypy cardtable

test: check
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m "not slow"

fmt: $(STAMP)
	$(BIN)/ruff format $(LINT_PATHS)
	$(BIN)/ruff check --fix $(LINT_PATHS)

# Packaging (packaging/): the standalone bundle, its slow tests, the launcher entry for the current user.
.PHONY: package test-package install-desktop
PKG_STAMP := $(VENV)/.package-stamp

# On top of the dev install (which also compiles translations/*.qm, carried by the bundle and the wheel).
$(PKG_STAMP): $(STAMP)
	$(BIN)/python -m pip install -q -e '.[test,package]'
	@touch $@

# dist/cardtable/cardtable (one folder; dist/cardtable/desktop/install-desktop.sh adds it to the menu), and the same
# folder as one archive to hand out. As root, first installs the X11 libraries Qt's xcb plugin links, so that the
# bundle carries them.
VERSION := $(shell sed -n 's/^__version__ = "\(.*\)"$$/\1/p' cardtable/__init__.py)
ARCHIVE := dist/cardtable-$(VERSION)-linux-$(shell uname -m).tar.gz
package: $(PKG_STAMP)
	@$(MAKE) --no-print-directory debs DEBS="$(QT_DEBS_WINDOW)"
	$(BIN)/pyinstaller --noconfirm --clean --log-level ERROR --distpath dist --workpath build/pyinstaller \
	  packaging/cardtable.spec
	tar -C dist -czf $(ARCHIVE) cardtable
	@echo "Built dist/cardtable/cardtable and $(ARCHIVE)"

# Slow tests (pytest -m slow): build and run the bundle (offscreen and in an X server) and the wheel, validate the
# launcher entry and metainfo.
test-package: $(PKG_STAMP)
	@$(MAKE) --no-print-directory debs DEBS="$(QT_DEBS_WINDOW) appstream desktop-file-utils xvfb xauth"
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m slow

# Launcher entry, icons and metainfo under ~/.local/share (XDG), starting the bundle in dist/ if it is built,
# else `cardtable` from PATH. Remove them with: sh packaging/install-desktop.sh --uninstall
install-desktop:
	@if [ -x dist/cardtable/cardtable ]; then sh packaging/install-desktop.sh "$(CURDIR)/dist/cardtable/cardtable"; \
	else sh packaging/install-desktop.sh; fi

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
