package webserve

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

func site(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	raw := bytes.Repeat([]byte("\x00asm wasm bytes "), 1000)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(raw)
	zw.Close()
	files := map[string][]byte{
		"index.html":           []byte("<!DOCTYPE html><title>t</title>"),
		"starboard.wasm":       raw,
		"starboard.wasm.gz":    gz.Bytes(),
		"starboard.wasm.br":    []byte("pretend brotli"),
		"manifest.webmanifest": []byte("{}"),
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func get(t *testing.T, h http.Handler, path, accept string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, path, nil)
	if accept != "" {
		req.Header.Set("Accept-Encoding", accept)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestPrecompressed(t *testing.T) {
	dir := site(t)
	h := Handler(dir)
	cases := []struct {
		accept, encoding, file string
	}{
		{"gzip, deflate, br, zstd", "br", "starboard.wasm.br"},
		{"gzip, deflate", "gzip", "starboard.wasm.gz"},
		{"br;q=0, gzip", "gzip", "starboard.wasm.gz"},
		{"identity", "", "starboard.wasm"},
		{"", "", "starboard.wasm"},
		{"*", "br", "starboard.wasm.br"},
	}
	for _, c := range cases {
		resp := get(t, h, "/starboard.wasm", c.accept)
		body, _ := io.ReadAll(resp.Body)
		want, _ := os.ReadFile(filepath.Join(dir, c.file))
		if resp.StatusCode != 200 || !bytes.Equal(body, want) {
			t.Errorf("Accept-Encoding %q: status %d, %d bytes; want the %d bytes of %s", c.accept, resp.StatusCode, len(body), len(want), c.file)
		}
		if got := resp.Header.Get("Content-Encoding"); got != c.encoding {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want %q", c.accept, got, c.encoding)
		}
		if got := resp.Header.Get("Content-Type"); got != "application/wasm" {
			t.Errorf("Accept-Encoding %q: Content-Type %q", c.accept, got)
		}
		if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q, want Accept-Encoding", c.accept, got)
		}
		if got := resp.Header.Get("Content-Length"); got != "" && got != itoa(len(want)) {
			t.Errorf("Accept-Encoding %q: Content-Length %s, want %d", c.accept, got, len(want))
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestPlainFilesAndRefusals(t *testing.T) {
	h := Handler(site(t))
	resp := get(t, h, "/", "br, gzip")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "" || resp.Header.Get("Vary") != "" {
		t.Errorf("/: status %d, encoding %q, vary %q", resp.StatusCode, resp.Header.Get("Content-Encoding"), resp.Header.Get("Vary"))
	}
	if got := get(t, h, "/manifest.webmanifest", "").Header.Get("Content-Type"); got != "application/manifest+json" {
		t.Errorf("manifest Content-Type %q", got)
	}
	for _, p := range []string{"/starboard.wasm.br", "/missing.js", "/../webserve.go"} {
		if resp := get(t, h, p, "br"); resp.StatusCode != 404 {
			t.Errorf("%s: status %d, want 404", p, resp.StatusCode)
		}
	}
	if resp := get(t, h, "/", ""); resp.Header.Get("Cache-Control") != "no-cache" {
		t.Errorf("Cache-Control %q", resp.Header.Get("Cache-Control"))
	}
}

func TestAccepts(t *testing.T) {
	for _, c := range []struct {
		header, coding string
		want           bool
	}{
		{"gzip, br", "br", true},
		{"gzip;q=1.0, br;q=0", "br", false},
		{"GZIP", "gzip", true},
		{"deflate", "gzip", false},
		{"*;q=0.5", "br", true},
		{"", "gzip", false},
	} {
		if got := Accepts(c.header, c.coding); got != c.want {
			t.Errorf("Accepts(%q, %q) = %v, want %v", c.header, c.coding, got, c.want)
		}
	}
}
