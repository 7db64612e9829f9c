import Foundation

/// One source file of an exercise, read into memory.
public struct SourceFile: Sendable, Hashable {
    /// The path inside the exercise folder, e.g. `PlainList.swift`.
    public var name: String
    /// The path shown to people (relative to the kit root when inside it).
    public var displayPath: String
    /// The file's bytes.
    public var contents: Data

    /// A source file.
    public init(name: String, displayPath: String, contents: Data) {
        self.name = name
        self.displayPath = displayPath
        self.contents = contents
    }
}
