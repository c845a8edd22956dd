// Command dist builds the downloadable archives of Starboard (`make dist`):
// for every target, the program built without cgo, packed with what its
// system expects, and a SHA256SUMS file over the archives.
//
//	linux/amd64, linux/arm64  starboard-V-linux-ARCH.tar.gz: the program, an
//	                          icon, a .desktop file and README.txt
//	windows/amd64             starboard-V-windows-amd64.zip: Starboard.exe,
//	                          with its icon in the resources, and README.txt
//	darwin/arm64, darwin/amd64  starboard-V-macos-ARCH.zip: Starboard.app
//	                          (Info.plist, the program, an .icns icon) and
//	                          README.txt
//
// Usage (from the module root):
//
//	go run ./tools/dist [-out dist] [-version V] [-targets linux/amd64,...]
//	go run ./tools/dist -web-icons wasm   (the browser build's icons, committed)
//
// The icon is drawn by this program (icon.go); the Windows resource object
// (rsrc.go) and the macOS icon file (icns.go) are written by it too, so
// packing needs nothing beyond the Go toolchain. Archives are
// reproducible: every entry has the same time (SOURCE_DATE_EPOCH when set).
package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// target is one system and architecture the program is built for.
type target struct {
	GOOS, GOARCH string
}

func (t target) String() string { return t.GOOS + "/" + t.GOARCH }

// allTargets are the targets of a release, in the order they are built.
var allTargets = []target{
	{"linux", "amd64"}, {"linux", "arm64"},
	{"windows", "amd64"},
	{"darwin", "arm64"}, {"darwin", "amd64"},
}

// sysoName is the resource object written into the module root while
// windows/amd64 builds: the file name limits it to that target.
const sysoName = "zz_dist_icon_windows_amd64.syso"

func main() {
	out := flag.String("out", "dist", "write the archives into `dir`")
	version := flag.String("version", "", "the `version` to stamp and name the archives with (default: git describe)")
	targets := flag.String("targets", "", "comma-separated `GOOS/GOARCH` list (default: all five)")
	icons := flag.String("web-icons", "", "only write the browser build's icons (favicon.ico, icon-192.png, icon-512.png) into `dir`")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("dist: ")
	if *icons != "" {
		if err := writeWebIcons(*icons); err != nil {
			log.Fatal(err)
		}
		return
	}

	ctx := context.Background()
	root, err := moduleRoot(ctx)
	if err != nil {
		log.Fatal(err)
	}
	if *version == "" {
		*version = gitVersion(ctx, root)
	}
	list := allTargets
	if *targets != "" {
		list = nil
		for _, s := range strings.Split(*targets, ",") {
			goos, goarch, ok := strings.Cut(strings.TrimSpace(s), "/")
			if !ok || !slices.Contains(allTargets, target{goos, goarch}) {
				log.Fatalf("-targets: %q is not one of %v", s, allTargets)
			}
			list = append(list, target{goos, goarch})
		}
	}
	archives, err := release(ctx, root, *out, *version, list, log.Printf)
	if err != nil {
		log.Fatal(err)
	}
	for _, a := range archives {
		fmt.Println(a)
	}
}

// release builds and packs every target into out, and writes SHA256SUMS
// over all the archives in out. It returns the paths it wrote.
func release(ctx context.Context, root, out, version string, targets []target, logf func(string, ...any)) ([]string, error) {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	work, err := os.MkdirTemp("", "starboard-dist-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(work)
	when := archiveTime()

	var written []string
	for _, t := range targets {
		started := time.Now()
		bin := filepath.Join(work, t.GOOS+"-"+t.GOARCH, "starboard")
		if err := build(ctx, root, t, version, bin); err != nil {
			return nil, err
		}
		path, err := pack(t, version, bin, out, when)
		if err != nil {
			return nil, err
		}
		info, err := os.Stat(path)
		if err != nil {
			return nil, err
		}
		logf("%s: %s, %.1f MB, in %.0f s", t, path, float64(info.Size())/(1<<20), time.Since(started).Seconds())
		written = append(written, path)
	}
	sums, err := writeSums(out)
	if err != nil {
		return nil, err
	}
	return append(written, sums), nil
}

// build builds the program for t into bin, without cgo, stamped with
// version. For windows/amd64 it first writes the icon's resource object
// into the module root, and removes it after.
func build(ctx context.Context, root string, t target, version, bin string) error {
	if t == (target{"windows", "amd64"}) {
		syso, err := windowsIcon()
		if err != nil {
			return err
		}
		path := filepath.Join(root, sysoName)
		if err := os.WriteFile(path, syso, 0o644); err != nil {
			return err
		}
		defer os.Remove(path)
	}
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath",
		"-ldflags=-s -w -X starboard/internal/version.stamp="+version,
		"-o", bin, ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+t.GOOS, "GOARCH="+t.GOARCH)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building for %s: %v\n%s", t, err, out)
	}
	return nil
}

// windowsIcon returns the resource object holding the program's icon.
func windowsIcon() ([]byte, error) {
	sizes := []int{16, 24, 32, 48, 64, 128, 256}
	var pngs [][]byte
	for _, s := range sizes {
		p, err := iconPNG(s)
		if err != nil {
			return nil, err
		}
		pngs = append(pngs, p)
	}
	return iconSyso(pngs, sizes)
}

// writeSums writes out/SHA256SUMS for every archive in out, in the format
// sha256sum -c reads.
func writeSums(out string) (string, error) {
	entries, err := os.ReadDir(out)
	if err != nil {
		return "", err
	}
	var lines []string
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !(strings.HasSuffix(name, ".tar.gz") || strings.HasSuffix(name, ".zip")) {
			continue
		}
		f, err := os.Open(filepath.Join(out, name))
		if err != nil {
			return "", err
		}
		h := sha256.New()
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return "", err
		}
		lines = append(lines, hex.EncodeToString(h.Sum(nil))+"  "+name+"\n")
	}
	slices.Sort(lines)
	path := filepath.Join(out, "SHA256SUMS")
	return path, os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644)
}

// archiveTime is the time of every archive entry: SOURCE_DATE_EPOCH when
// set, else a fixed date, so that two builds of one commit are identical.
func archiveTime() time.Time {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(n, 0).UTC()
		}
	}
	return time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
}

func moduleRoot(ctx context.Context) (string, error) {
	out, err := exec.CommandContext(ctx, "go", "list", "-m", "-f", "{{.Dir}}").Output()
	if err != nil {
		return "", fmt.Errorf("finding the module root: %w", err)
	}
	return strings.TrimSpace(string(out)), nil
}

// gitVersion returns `git describe --tags --always --dirty` in root, or
// "dev" without git.
func gitVersion(ctx context.Context, root string) string {
	cmd := exec.CommandContext(ctx, "git", "describe", "--tags", "--always", "--dirty")
	cmd.Dir = root
	out, err := cmd.Output()
	if v := strings.TrimSpace(string(out)); err == nil && v != "" {
		return v
	}
	return "dev"
}
