# Starboard — `make play` to play, `make test` for everything CI checks.
# GNU make; the longer recipes live in tools/*.sh.

SHELL := /bin/bash
GO ?= go

# Runtime libraries Ebitengine loads on Linux to open a window and play sound.
PLAY_PACKAGES := libgl1 libx11-6 libxrandr2 libxcursor1 libxinerama1 libxi6 libxxf86vm1 libasound2
# What make test needs besides: gcc for the race detector, Xvfb for the
# screen tests, Chromium for the browser test, brotli and ImageMagick for
# the web build and the screenshots' checks, Mesa's software GL.
TEST_PACKAGES := gcc libc6-dev xvfb xauth chromium brotli libgl1-mesa-dri imagemagick $(PLAY_PACKAGES)

BENCHTIME ?= 500ms
FUZZTIME ?= 60s
SERVE_ADDR ?= 127.0.0.1:8080
SOAK_SESSIONS ?= 10000
# The demo games of the soak's attract-loop memory test, drawn.
SOAK_DEMOS ?= 20
# The sizes of make adversary: sim games, corrupt saves, sessions killed
# mid-save, junk lines fed to play; ADV_SEED picks the run.
ADV_GAMES ?= 5000
ADV_SAVES ?= 1000
ADV_KILLS ?= 100
ADV_LINES ?= 5000
ADV_SEED ?= 1
# The version stamped into builds (shown on the title screen, by -version,
# and written into saves); without git, the program says "dev".
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
VERSION_LDFLAGS := -X starboard/internal/version.stamp=$(VERSION)
# Linker flags of the browser build: -s -w drop the symbol table and DWARF
# (Go's own panic traces keep their names), about 0.1 MB less gzipped.
WASM_LDFLAGS ?= -s -w

# The suffix of executables on this system: .exe on Windows, else nothing.
EXE := $(shell $(GO) env GOEXE 2>/dev/null)

# A virtual display for commands that need one, when there is no real one.
XRUN := $(shell if [ -z "$$DISPLAY" ] && command -v xvfb-run >/dev/null 2>&1; then echo 'xvfb-run -a -s "-screen 0 1920x1080x24"'; fi)

.PHONY: help play test test-packages duel adversary bench bench-think fuzz web serve server cli screenshots legibility dist dist-test soak loadtest

help:
	@echo "make play         install what is missing, build bin/starboard, then run the game in a window"
	@echo "make test         install what is missing, then what CI runs: gofmt, vet, builds, tests, fuzz, screen and browser tests"
	@echo "make test-packages  the system packages make test installs when missing"
	@echo "make duel         the bots' strength tests: each level beats the one below (minutes; not in make test)"
	@echo "make adversary    hammer starboard-cli with games, corrupt saves, kills and junk lines (ADV_GAMES=$(ADV_GAMES) ...; minutes)"
	@echo "make bench        benchmarks (BENCHTIME=$(BENCHTIME))"
	@echo "make bench-think  a hard bot's decision time per title, native and in WebAssembly (Node.js)"
	@echo "make fuzz         every fuzz target for FUZZTIME=$(FUZZTIME)"
	@echo "make web          build the browser version into wasm/ (with .br and .gz copies)"
	@echo "make serve        build it and serve wasm/ on http://$(SERVE_ADDR)/"
	@echo "make server       the online server (embedded NATS JetStream) on http://$(SERVE_ADDR)/, with the browser build"
	@echo "make cli          build bin/starboard-cli"
	@echo "make dist         archives for Linux, Windows and macOS in dist/, with SHA256SUMS"
	@echo "make dist-test    build all five targets and check every archive (slow)"
	@echo "make soak         the kiosk soak test with SOAK_SESSIONS=$(SOAK_SESSIONS) simulated visitors, then SOAK_DEMOS=$(SOAK_DEMOS) drawn demo games with their resident memory"
	@echo "make loadtest     the online server under 1000 tables of four clients on loopback (LOADTEST_FLAGS=-tables 100 for fewer)"
	@echo "make screenshots  write screenshots of the game to docs/screenshots/"
	@echo "make legibility   measure the tables' text and symbols on screen at each size into docs/legibility.md"

# The game is built into bin/ and then run, so that the long first build is
# announced and not mistaken for a hang. Off Linux no packages are checked.
play:
	@if [ "$$(uname -s)" = Linux ]; then bash tools/apt-ensure.sh $(PLAY_PACKAGES); fi
	@echo "building Starboard into bin/ (the first build downloads the Go modules and takes a minute or two)..."
	@$(GO) build -ldflags="$(VERSION_LDFLAGS)" -o bin/starboard$(EXE) .
	@echo "built bin/starboard$(EXE) ($(VERSION)); opening the game"
	@bin/starboard$(EXE)

test-packages:
	@echo $(TEST_PACKAGES)

test:
	@if [ "$$(uname -s)" = Linux ]; then bash tools/apt-ensure.sh $(TEST_PACKAGES); fi
	bash tools/test.sh

duel:
	$(GO) test -count=1 -tags strength -timeout=60m -run 'BeatsEasy|StrongerThanRandom|SearchBeatsRandom' -v ./ai/

# Reproducers of failures go to /tmp/adversary-failures; see tools/adversary.
adversary:
	$(GO) run ./tools/adversary -games $(ADV_GAMES) -saves $(ADV_SAVES) -kills $(ADV_KILLS) -lines $(ADV_LINES) -seed $(ADV_SEED)

bench:
	$(XRUN) $(GO) test -p 1 -timeout=60m -run='^$$' -bench=. -benchmem -benchtime=$(BENCHTIME) ./...

bench-think:
	bash tools/bench-think.sh

fuzz:
	bash tools/test.sh fuzz $(FUZZTIME)

web:
	VERSION=$(VERSION) bash tools/web/build.sh wasm "$(WASM_LDFLAGS)"

serve: web
	@echo "open http://$(SERVE_ADDR)/ (Ctrl-C stops the server)"
	$(GO) run ./tools/serve -dir wasm -addr $(SERVE_ADDR)

# The online server (cmd/starboard-server, docs in package server).
server: web
	$(GO) run ./cmd/starboard-server --listen $(SERVE_ADDR) --web wasm

# Downloads: CGO_ENABLED=0 builds for linux amd64/arm64, windows amd64 and
# darwin arm64/amd64, packed by tools/dist (see its doc comment).
dist:
	rm -rf dist
	$(GO) run ./tools/dist -out dist -version $(VERSION)
	@cat dist/SHA256SUMS

dist-test:
	STARBOARD_DIST=all $(GO) test -count=1 -timeout 40m -run '^TestRelease$$' -v ./tools/dist

# The online server under load: N tables of four clients on loopback
# (tools/loadtest); figures in docs/performance.md.
LOADTEST_FLAGS ?=
loadtest:
	$(GO) run ./tools/loadtest $(LOADTEST_FLAGS)

soak:
	STARBOARD_SOAK_SESSIONS=$(SOAK_SESSIONS) STARBOARD_AUDIO=off $(XRUN) $(GO) test -count=1 -timeout 60m -run '^TestKioskSoak$$' -v ./scenes/menu/ | grep -v 'after session [0-9]*[1-9]:'
	STARBOARD_ATTRACT_DEMOS=$(SOAK_DEMOS) STARBOARD_AUDIO=off $(XRUN) $(GO) test -count=1 -timeout 60m -run '^TestAttractMemory$$' -v ./scenes/menu/

cli:
	CGO_ENABLED=0 $(GO) build -ldflags="$(VERSION_LDFLAGS)" -o bin/starboard-cli ./cmd/starboard-cli

screenshots:
	@if [ -z "$$DISPLAY" ] && ! command -v xvfb-run >/dev/null 2>&1; then \
		echo "no display and no xvfb-run: apt-get install xvfb xauth" >&2; exit 1; fi
	mkdir -p docs/screenshots
	STARBOARD_SHOTS=$(CURDIR)/docs/screenshots STARBOARD_AUDIO=off $(XRUN) $(GO) test -count=1 -timeout 60m -run '^TestScreenshots$$' ./scenes/...
	@ls docs/screenshots

# The legibility audit: each title at a busy position, drawn at each size,
# its smallest text and symbols in device pixels (see scenes/legibility).
legibility:
	@if [ -z "$$DISPLAY" ] && ! command -v xvfb-run >/dev/null 2>&1; then \
		echo "no display and no xvfb-run: apt-get install xvfb xauth" >&2; exit 1; fi
	STARBOARD_LEGIBILITY=$(CURDIR)/docs/legibility.md STARBOARD_AUDIO=off $(XRUN) $(GO) test -count=1 -p 1 -timeout 30m -run '^TestLegibilityReport$$' ./scenes/legibility/
	@cat docs/legibility.md
