# Installing and releasing the stagehand executable, as Linux tools are installed:
#
#   make install PREFIX=~/.local     # DIR/bin/stagehand, its man pages and shell completions
#   make release                     # dist/stagehand-VERSION-linux-ARCH.tar.gz and dist/SHA256SUMS
#
# The executable is built as released: fully static (see the README). STAGEHAND_BIN=PATH installs
# an executable already built instead (the tests install the debug build that way).

PREFIX ?= /usr/local
DESTDIR ?=
DIST ?= dist
SWIFT ?= swift
STATIC := -c release --static-swift-stdlib -Xswiftc -static-executable

VERSION := $(shell sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/Stagehand/Support/StagehandVersion.swift)
ARCH := $(shell uname -m)
RELEASE := stagehand-$(VERSION)-linux-$(ARCH)

.PHONY: all build install release uninstall clean-dist

all: build

build:
ifndef STAGEHAND_BIN
	$(SWIFT) build $(STATIC) --product stagehand
endif

# The executable the other targets install: the static build, unless STAGEHAND_BIN names one.
bin = $(if $(STAGEHAND_BIN),$(STAGEHAND_BIN),$(shell $(SWIFT) build $(STATIC) --show-bin-path)/stagehand)

install: build
	sh Tools/install-tree.sh "$(bin)" "$(DESTDIR)$(PREFIX)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/stagehand" \
	  "$(DESTDIR)$(PREFIX)"/share/man/man1/stagehand.1 "$(DESTDIR)$(PREFIX)"/share/man/man1/stagehand.*.1 \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/stagehand" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_stagehand" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/stagehand.fish"

# The same tree as install, in a folder named after the release, packed reproducibly (sorted
# names, one owner, the last commit's time), with a checksum file `sha256sum -c` verifies.
release: build
	rm -rf "$(DIST)/$(RELEASE)" "$(DIST)/$(RELEASE).tar.gz"
	mkdir -p "$(DIST)"
	sh Tools/install-tree.sh "$(bin)" "$(DIST)/$(RELEASE)"
	cp README.md CHANGELOG.md "$(DIST)/$(RELEASE)/"
	tar -C "$(DIST)" --sort=name --owner=0 --group=0 --numeric-owner \
	  --mtime="@$$(git log -1 --format=%ct 2>/dev/null || echo 0)" \
	  -cf - "$(RELEASE)" | gzip -n > "$(DIST)/$(RELEASE).tar.gz"
	rm -rf "$(DIST)/$(RELEASE)"
	cd "$(DIST)" && sha256sum "$(RELEASE).tar.gz" > SHA256SUMS
	@echo "$(DIST)/$(RELEASE).tar.gz"

clean-dist:
	rm -rf "$(DIST)"
