import Foundation

/// One line of the difference between what a runs check should print and what it printed.
public enum OutputDifference: Codable, Sendable, Hashable {
    /// A line both have.
    case same(String)
    /// An expected line that was not printed.
    case expected(String)
    /// A printed line that was not expected.
    case printed(String)
    /// Unchanged lines left out between two changes.
    case skipped
    /// The difference goes on for this many more lines.
    case more(lines: Int)
}
