/// The kitty images a terminal holds and where each is shown, with the commands that take the
/// screen from one frame's placements to the next.
///
/// Each image is sent once, when it is first placed or held, and kept under its id until a frame
/// neither places, holds nor keeps it (its article closed, or was covered by another screen), when
/// it is freed with its placements, virtual ones included. A held image is shown by placeholder
/// cells (``KittyPlaceholder``): its transmission makes a virtual placement, and nothing more is
/// sent for it while its cells move with the text.
/// An image has one placement (kitty's `p=1`), moved by placing it again: at once, without
/// sending the pixels again. A placement the frame no longer asks for is deleted, since erasing
/// text never erases kitty's images. Every command is quiet (`q=2`), so the terminal answers
/// nothing that could be read as keys.
struct KittyPlacements {
    /// The ids of the images the terminal holds.
    private(set) var transmitted: Set<UInt32> = []
    /// Where each image is shown now, by id.
    private(set) var placed: [UInt32: KittyPlacement] = [:]
    /// The ids of the images sent with a virtual placement, shown by placeholder cells.
    private(set) var virtual: Set<UInt32> = []

    /// Whether the screen must not be scrolled: while an image is placed, or sent without a
    /// virtual placement, kitty would move its placement with the text, or free an image without
    /// one. Placeholder cells are text, and their images' virtual placements are not on the screen.
    var blocksScrolling: Bool { !placed.isEmpty || !transmitted.isSubset(of: virtual) }

    /// The commands for a frame that shows `wanted` (at most one placement per image; the last
    /// wins), shows `held` by its placeholder cells and keeps the images `kept` without showing
    /// them; `uploads` has the pixels of every image in `wanted`. `screenCleared`: the frame
    /// starts from a cleared screen, which took every placement away (but no virtual one).
    /// `beforeCells` deletes, frees and sends the held images, and goes before the frame's text;
    /// `afterCells` sends and places, and goes after it.
    mutating func frame(
        wanted: [KittyPlacement], uploads: [UInt32: KittyImageUpload], held: [KittyImageUpload] = [], kept: Set<UInt32>,
        screenCleared: Bool
    ) -> (beforeCells: String, afterCells: String) {
        if screenCleared { placed = [:] }
        var wantedByID: [UInt32: KittyPlacement] = [:]
        var order: [UInt32] = []
        for placement in wanted where uploads[placement.imageID] != nil {
            if wantedByID.updateValue(placement, forKey: placement.imageID) == nil { order.append(placement.imageID) }
        }
        let heldIDs = Set(held.map(\.id))
        var before = ""
        for id in transmitted.sorted() where wantedByID[id] == nil && !heldIDs.contains(id) && !kept.contains(id) {
            before += Self.command("a=d,d=I,i=\(id)")
            transmitted.remove(id)
            virtual.remove(id)
            placed[id] = nil
        }
        for id in placed.keys.sorted() where wantedByID[id] == nil {
            before += Self.command("a=d,d=i,i=\(id),p=1")
            placed[id] = nil
        }
        for image in held where !transmitted.contains(image.id) {
            before += image.transmission
            transmitted.insert(image.id)
            virtual.insert(image.id)
        }
        var after = ""
        for id in order {
            guard let placement = wantedByID[id], let upload = uploads[id] else { continue }
            if !transmitted.contains(id) {
                after += upload.transmission
                transmitted.insert(id)
            }
            guard placed[id] != placement else { continue }
            after += Self.place(placement)
            placed[id] = placement
        }
        return (before, after)
    }

    /// The commands that free every image held (kiji is leaving the screen), and forgets them.
    mutating func removeAll() -> String {
        let commands = transmitted.sorted().map { Self.command("a=d,d=I,i=\($0)") }.joined()
        transmitted = []
        placed = [:]
        virtual = []
        return commands
    }

    /// The command that shows `placement`: the cursor saved, moved to the area's first cell, the
    /// image placed there without moving it (`C=1`), and restored.
    private static func place(_ placement: KittyPlacement) -> String {
        let area = placement.area
        return "\u{1B}7\u{1B}[\(area.row + 1);\(area.column + 1)H"
            + command(
                "a=p,i=\(placement.imageID),p=1,x=0,y=\(placement.sourceTop),w=\(placement.sourceWidth),"
                    + "h=\(placement.sourceHeight),c=\(area.width),r=\(area.height),C=1")
            + "\u{1B}8"
    }

    private static func command(_ keys: String) -> String {
        "\u{1B}_G\(keys),q=2\u{1B}\\"
    }
}
