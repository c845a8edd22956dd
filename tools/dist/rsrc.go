package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// Windows resource types (winuser.h).
const (
	rtIcon      = 3
	rtGroupIcon = 14
)

// iconSyso returns a COFF object file for windows/amd64 holding a .rsrc
// section with one icon group (ID 1, the program's icon in Explorer) made
// of the given PNG images, each size×size. The Go linker links a *.syso
// file of the main package's directory into the program, and merges its
// .rsrc section into the executable's resources.
//
// The layout is the one resource compilers write: the three-level
// directory (type, ID, language), then the data entries, then the data.
// Each data entry holds the address of its data; in an object file that is
// an offset in the section plus a relocation (IMAGE_REL_AMD64_ADDR32NB
// against the section's symbol), which the linker turns into the address
// in the executable.
func iconSyso(pngs [][]byte, sizes []int) ([]byte, error) {
	if len(pngs) == 0 || len(pngs) != len(sizes) || len(pngs) > 0xfff0 {
		return nil, fmt.Errorf("iconSyso: %d images for %d sizes", len(pngs), len(sizes))
	}
	// The group directory (GRPICONDIR) lists the images by resource ID.
	var group bytes.Buffer
	le := binary.LittleEndian
	group.Write(le.AppendUint16(nil, 0)) // reserved
	group.Write(le.AppendUint16(nil, 1)) // type: icon
	group.Write(le.AppendUint16(nil, uint16(len(pngs))))
	for i, p := range pngs {
		dim := byte(sizes[i])
		if sizes[i] >= 256 {
			dim = 0 // 0 stands for 256
		}
		group.Write([]byte{dim, dim, 0, 0})
		group.Write(le.AppendUint16(nil, 1))  // planes
		group.Write(le.AppendUint16(nil, 32)) // bits per pixel
		group.Write(le.AppendUint32(nil, uint32(len(p))))
		group.Write(le.AppendUint16(nil, uint16(i+1))) // the RT_ICON's ID
	}

	// The resources, by type then ID, both in ascending order as the
	// format requires. Every one has the neutral language.
	type leaf struct {
		id   uint32
		data []byte
	}
	types := []struct {
		id     uint32
		leaves []leaf
	}{
		{rtIcon, nil},
		{rtGroupIcon, []leaf{{1, group.Bytes()}}},
	}
	for i, p := range pngs {
		types[0].leaves = append(types[0].leaves, leaf{uint32(i + 1), p})
	}

	// Sizes of the parts, to compute offsets before writing.
	const dirSize, entrySize, dataEntrySize = 16, 8, 16
	nLeaves := 0
	for _, t := range types {
		nLeaves += len(t.leaves)
	}
	rootSize := dirSize + entrySize*len(types)
	idDirsSize := 0
	for _, t := range types {
		idDirsSize += dirSize + entrySize*len(t.leaves)
	}
	langDirsSize := nLeaves * (dirSize + entrySize)
	dataEntriesAt := rootSize + idDirsSize + langDirsSize
	dataAt := dataEntriesAt + nLeaves*dataEntrySize

	var sec bytes.Buffer
	dir := func(n int) {
		sec.Write(make([]byte, 12)) // characteristics, time stamp, version
		sec.Write(le.AppendUint16(nil, 0))
		sec.Write(le.AppendUint16(nil, uint16(n)))
	}
	entry := func(id, offset uint32, subdir bool) {
		if subdir {
			offset |= 1 << 31
		}
		sec.Write(le.AppendUint32(nil, id))
		sec.Write(le.AppendUint32(nil, offset))
	}
	// Level 1: the types.
	dir(len(types))
	at := rootSize
	for _, t := range types {
		entry(t.id, uint32(at), true)
		at += dirSize + entrySize*len(t.leaves)
	}
	// Level 2: the IDs of each type.
	langAt := rootSize + idDirsSize
	for _, t := range types {
		dir(len(t.leaves))
		for _, l := range t.leaves {
			entry(l.id, uint32(langAt), true)
			langAt += dirSize + entrySize
		}
	}
	// Level 3: one language each, pointing at its data entry.
	k := 0
	for _, t := range types {
		for range t.leaves {
			dir(1)
			entry(0, uint32(dataEntriesAt+k*dataEntrySize), false)
			k++
		}
	}
	// The data entries; their first field is relocated.
	var relocs []uint32
	dataOffset := dataAt
	for _, t := range types {
		for _, l := range t.leaves {
			relocs = append(relocs, uint32(sec.Len()))
			sec.Write(le.AppendUint32(nil, uint32(dataOffset)))
			sec.Write(le.AppendUint32(nil, uint32(len(l.data))))
			sec.Write(make([]byte, 8)) // code page, reserved
			dataOffset += align8(len(l.data))
		}
	}
	// The data, each aligned to 8 bytes.
	for _, t := range types {
		for _, l := range t.leaves {
			sec.Write(l.data)
			sec.Write(make([]byte, align8(len(l.data))-len(l.data)))
		}
	}

	// The object file: header, one section header, the section, its
	// relocations, the symbol table (the section's symbol) and an empty
	// string table.
	const fileHeaderSize, sectionHeaderSize, relocSize = 20, 40, 10
	rawAt := fileHeaderSize + sectionHeaderSize
	relocAt := rawAt + sec.Len()
	symAt := relocAt + relocSize*len(relocs)

	var obj bytes.Buffer
	obj.Write(le.AppendUint16(nil, 0x8664)) // IMAGE_FILE_MACHINE_AMD64
	obj.Write(le.AppendUint16(nil, 1))      // sections
	obj.Write(le.AppendUint32(nil, 0))      // time stamp: none, for reproducible builds
	obj.Write(le.AppendUint32(nil, uint32(symAt)))
	obj.Write(le.AppendUint32(nil, 1)) // symbols
	obj.Write(le.AppendUint16(nil, 0)) // optional header size
	obj.Write(le.AppendUint16(nil, 0)) // characteristics

	obj.WriteString(".rsrc\x00\x00\x00")
	obj.Write(le.AppendUint32(nil, 0)) // virtual size
	obj.Write(le.AppendUint32(nil, 0)) // virtual address
	obj.Write(le.AppendUint32(nil, uint32(sec.Len())))
	obj.Write(le.AppendUint32(nil, uint32(rawAt)))
	obj.Write(le.AppendUint32(nil, uint32(relocAt)))
	obj.Write(le.AppendUint32(nil, 0)) // line numbers
	obj.Write(le.AppendUint16(nil, uint16(len(relocs))))
	obj.Write(le.AppendUint16(nil, 0))
	obj.Write(le.AppendUint32(nil, 0x40000040)) // initialized data, readable

	obj.Write(sec.Bytes())
	for _, r := range relocs {
		obj.Write(le.AppendUint32(nil, r))
		obj.Write(le.AppendUint32(nil, 0)) // symbol 0: .rsrc
		obj.Write(le.AppendUint16(nil, 3)) // IMAGE_REL_AMD64_ADDR32NB
	}
	obj.WriteString(".rsrc\x00\x00\x00")
	obj.Write(le.AppendUint32(nil, 0)) // value
	obj.Write(le.AppendUint16(nil, 1)) // section number
	obj.Write(le.AppendUint16(nil, 0)) // type
	obj.Write([]byte{3, 0})            // IMAGE_SYM_CLASS_STATIC, no aux symbols
	obj.Write(le.AppendUint32(nil, 4)) // string table: only its size
	return obj.Bytes(), nil
}

func align8(n int) int { return (n + 7) &^ 7 }
