package main

import (
	"context"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"starboard/internal/webserve"
)

// buildSite builds the browser version into a new directory under work
// with tools/web/build.sh, as `make web` does: the program, wasm_exec.js,
// the page's files, build.json and the .br and .gz copies.
func buildSite(ctx context.Context, work string) (string, error) {
	root, err := goOutput(ctx, "list", "-m", "-f", "{{.Dir}}")
	if err != nil {
		return "", err
	}
	dir := filepath.Join(work, "site")
	started := time.Now()
	build := exec.CommandContext(ctx, "bash", filepath.Join(root, "tools", "web", "build.sh"), dir)
	build.Dir = root
	// The fastest brotli: the test checks that the copy is sent, not how
	// small it is (make web uses -q 11, slower by minutes).
	build.Env = append(os.Environ(), "BROTLI_QUALITY=5")
	out, err := build.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("building the browser version: %v\n%s", err, out)
	}
	log.Printf("built the browser version in %.1f s: %s", time.Since(started).Seconds(), strings.TrimSpace(string(out)))
	return dir, nil
}

func goOutput(ctx context.Context, args ...string) (string, error) {
	out, err := exec.CommandContext(ctx, "go", args...).Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %w", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}

// site is the directory served over HTTP on a free port of 127.0.0.1.
type site struct {
	URL    string
	dir    string
	server *http.Server

	mu   sync.Mutex
	sent map[string]transfer // the last answer with a body to each path
}

// transfer is what the server sent for one request.
type transfer struct {
	acceptEncoding  string // what the browser accepted
	contentEncoding string // what the server sent
	bytes           int64  // the body's bytes on the wire
}

// counting counts the bytes of a response's body.
type counting struct {
	http.ResponseWriter
	n int64
}

func (c *counting) Write(p []byte) (int, error) {
	n, err := c.ResponseWriter.Write(p)
	c.n += int64(n)
	return n, err
}

// transferOf returns the last answer sent for path.
func (s *site) transferOf(path string) (transfer, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.sent[path]
	return t, ok
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
	st := &site{URL: "http://" + ln.Addr().String(), dir: dir, sent: map[string]transfer{}}
	files := webserve.Handler(dir)
	st.server = &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			c := &counting{ResponseWriter: w}
			files.ServeHTTP(c, r)
			st.mu.Lock()
			// A revalidation (304, no body: the service worker keeping
			// the files) does not replace the answer that sent the file.
			if prev, ok := st.sent[r.URL.Path]; !ok || c.n > 0 || prev.bytes == 0 {
				st.sent[r.URL.Path] = transfer{r.Header.Get("Accept-Encoding"), w.Header().Get("Content-Encoding"), c.n}
			}
			st.mu.Unlock()
		}),
		ReadHeaderTimeout: 10 * time.Second,
	}
	go st.server.Serve(ln)
	return st, nil
}

func (s *site) Close() { s.server.Close() }
