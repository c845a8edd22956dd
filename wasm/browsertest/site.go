package main

import (
	"context"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// buildSite builds the program for the browser into a new directory under
// work, with the page and wasm_exec.js beside it, as `make web` does.
func buildSite(ctx context.Context, work string) (string, error) {
	root, err := goOutput(ctx, "list", "-m", "-f", "{{.Dir}}")
	if err != nil {
		return "", err
	}
	goroot, err := goOutput(ctx, "env", "GOROOT")
	if err != nil {
		return "", err
	}
	dir := filepath.Join(work, "site")
	if err := os.Mkdir(dir, 0o755); err != nil {
		return "", err
	}
	started := time.Now()
	build := exec.CommandContext(ctx, "go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "starboard.wasm"), ".")
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the WebAssembly program: %v\n%s", err, out)
	}
	log.Printf("built the WebAssembly program in %.1f s", time.Since(started).Seconds())
	if err := copyFile(filepath.Join(root, "wasm", "index.html"), filepath.Join(dir, "index.html")); err != nil {
		return "", err
	}
	if err := copyFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js")); err != nil {
		return "", err
	}
	return dir, nil
}

func goOutput(ctx context.Context, args ...string) (string, error) {
	out, err := exec.CommandContext(ctx, "go", args...).Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %w", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}

func copyFile(from, to string) error {
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}

// site is the directory served over HTTP on a free port of 127.0.0.1.
type site struct {
	URL    string
	server *http.Server
}

func serve(dir string) (*site, error) {
	for _, name := range []string{"index.html", "wasm_exec.js", "starboard.wasm"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			return nil, fmt.Errorf("%s is not a built page (run make web): %w", dir, err)
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	files := http.FileServer(http.Dir(dir))
	server := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cache-Control", "no-cache")
			if strings.HasSuffix(r.URL.Path, ".wasm") {
				w.Header().Set("Content-Type", "application/wasm")
			}
			files.ServeHTTP(w, r)
		}),
		ReadHeaderTimeout: 10 * time.Second,
	}
	go server.Serve(ln)
	return &site{URL: "http://" + ln.Addr().String(), server: server}, nil
}

func (s *site) Close() { s.server.Close() }
