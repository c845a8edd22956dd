// Command serve serves a directory over HTTP on the loopback interface, for
// trying the WebAssembly build in a browser (`make serve`). Requests that
// accept brotli or gzip get the .br or .gz copy `make web` wrote beside a
// file, with its Content-Encoding (package internal/webserve).
//
// Usage:
//
//	go run ./tools/serve [-addr 127.0.0.1:8080] [-dir wasm]
package main

import (
	"flag"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"starboard/internal/webserve"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "wasm", "directory to serve")
	flag.Parse()

	for _, name := range []string{"index.html", "starboard.wasm"} {
		if _, err := os.Stat(filepath.Join(*dir, name)); err != nil {
			log.Fatalf("%s has no %s; run `make web` first", *dir, name)
		}
	}
	log.Printf("serving %s on http://%s/", *dir, *addr)
	server := &http.Server{Addr: *addr, Handler: webserve.Handler(*dir), ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(server.ListenAndServe())
}
