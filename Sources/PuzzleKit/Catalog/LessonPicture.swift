import Digest
import Foundation

/// A lesson's picture: the lesson's own example as a program (`example.swift` in the lesson folder) that builds
/// its views with MiniUI and acts as their user, the picture the preview renderer drew from the frames its
/// hosts wrote (`example.png`), and the stamp of what the picture was drawn from (`example.stamp`: the hashes
/// of the example and of the renderer). `puzzles dev pictures` draws them; `dev check` says when a stamp is
/// not the one the files have now.
///
/// The code the lesson shows lies between `// shown: begin` and `// shown: end` lines in the example; each
/// such region must appear in a code block of both lesson pages (trailing `//` comments aside, since the
/// Japanese page translates them), so the picture cannot drift from the code the learner reads.
public struct LessonPicture: Sendable, Hashable {
    public static let exampleName = "example.swift"
    public static let pictureName = "example.png"
    public static let stampName = "example.stamp"
    /// The files a picture's look depends on besides the example: the renderer, and MiniUI's snapshot writer.
    public static let rendererPaths = ["Sources/MiniUIPreview", "Sources/MiniUI/Host/Snapshots.swift"]
    static let shownBegin = "// shown: begin"
    static let shownEnd = "// shown: end"

    /// The exercise whose lesson this is.
    public var exerciseID: String
    /// The lesson folder, relative to the kit root.
    public var folder: String

    public var examplePath: String { "\(folder)/\(Self.exampleName)" }
    public var picturePath: String { "\(folder)/\(Self.pictureName)" }
    public var stampPath: String { "\(folder)/\(Self.stampName)" }

    /// What a picture was drawn from.
    public struct Stamp: Sendable, Hashable {
        /// The example's SHA-256.
        public var example: String
        /// The SHA-256 of the renderer's files (``LessonPicture/rendererPaths``), in path order.
        public var renderer: String
        /// The SHA-256 of the frames the example's hosts wrote (MiniUI's snapshots), when they were recorded: a
        /// change of MiniUI that changes what the example shows makes the picture stale too (behaviour rules).
        public var screens: String?

        public init(example: String, renderer: String, screens: String? = nil) {
            self.example = example
            self.renderer = renderer
            self.screens = screens
        }

        /// Whether the example and the renderer are the same (the layout rules' comparison).
        public func sameSources(as other: Stamp) -> Bool { example == other.example && renderer == other.renderer }

        /// The stamp file's text.
        public var text: String {
            "example: \(example)\nrenderer: \(renderer)\n" + (screens.map { "screens: \($0)\n" } ?? "")
        }

        /// The SHA-256 of a frames file's contents.
        public static func screensHash(_ frames: Data) -> String {
            var hasher = SHA256()
            hasher.update(field: frames)
            return hasher.finalizeHex()
        }

        /// Reads a stamp file's text.
        public init?(text: String) {
            var fields: [String: String] = [:]
            for line in text.split(whereSeparator: \.isNewline) {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
            guard let example = fields["example"], let renderer = fields["renderer"] else { return nil }
            self.init(example: example, renderer: renderer, screens: fields["screens"])
        }
    }

    /// The regions of `source` between `// shown: begin` and `// shown: end`, each as its lines.
    public static func shownRegions(_ source: String) -> [[String]] {
        var regions: [[String]] = []
        var current: [String]?
        for line in source.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == shownBegin {
                current = []
            } else if trimmed == shownEnd {
                if let region = current { regions.append(region) }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return regions
    }

    /// Whether every line of `region` appears, in order and one after the other, in one ```swift block of
    /// `page`, comparing lines without their trailing `//` comment and surrounding spaces.
    public static func page(_ page: String, shows region: [String]) -> Bool {
        let wanted = region.map(codeOnly).filter { !$0.isEmpty }
        guard !wanted.isEmpty else { return true }
        for block in codeBlocks(page) {
            let lines = block.map(codeOnly).filter { !$0.isEmpty }
            guard lines.count >= wanted.count else { continue }
            for start in 0...(lines.count - wanted.count) where Array(lines[start..<start + wanted.count]) == wanted {
                return true
            }
        }
        return false
    }

    static func codeBlocks(_ page: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in page.components(separatedBy: "\n") {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A line without its trailing comment (a `//` outside a string literal) and surrounding spaces.
    static func codeOnly(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                return String(line[..<line.index(before: index)]).trimmingCharacters(in: .whitespaces)
            }
            previous = character
            index = line.index(after: index)
        }
        return line.trimmingCharacters(in: .whitespaces)
    }
}

extension Kit {
    /// The lessons that have a picture: those whose folder holds `example.swift`, in course order.
    public var lessonPictures: [LessonPicture] {
        exercises.compactMap { exercise in
            let picture = LessonPicture(exerciseID: exercise.id, folder: exercise.lessonFolder)
            return FileSystem.isRegularFile(url(picture.examplePath)) ? picture : nil
        }
    }

    /// The stamp a picture drawn now would carry: the example's hash and the renderer's.
    public func currentStamp(of picture: LessonPicture) -> LessonPicture.Stamp? {
        guard let example = FileManager.default.contents(atPath: url(picture.examplePath).path) else { return nil }
        var exampleHash = SHA256()
        exampleHash.update(field: example)
        return LessonPicture.Stamp(example: exampleHash.finalizeHex(), renderer: rendererHash())
    }

    /// The stamp recorded beside the picture, if any.
    public func recordedStamp(of picture: LessonPicture) -> LessonPicture.Stamp? {
        FileSystem.readText(url(picture.stampPath)).flatMap(LessonPicture.Stamp.init(text:))
    }

    /// The SHA-256 of the renderer's files, each named by its path, in path order.
    public func rendererHash() -> String {
        var hasher = SHA256()
        for path in LessonPicture.rendererPaths {
            let location = url(path)
            let files =
                FileSystem.isDirectory(location)
                ? FileSystem.filesRecursively(location).sorted().map { "\(path)/\($0)" } : [path]
            for file in files {
                hasher.update(field: file)
                hasher.update(field: FileManager.default.contents(atPath: url(file).path) ?? Data())
            }
        }
        return hasher.finalizeHex()
    }
}
