// Goal: identify PlainList's rows the way ForEach does, by the caller's key path, and say which ids a
// collection uses more than once, in SwiftUI's own words.
// Check it: swift run puzzles check 01.6
// Lesson: Lessons/01-plain-lists/06-row-identities/README.md

/// What ForEach sees of a PlainList: the identity of each row, and the ids that more than one row claims.
///
///     let list = PlainList(photos) { photo in Text(photo.caption) }   // ids 1, 2, 3, 2
///     list.rowIDs                // [1, 2, 3, 2]
///     list.duplicateIDs          // [2]
///     list.duplicateIDWarnings   // ["PlainList<Array<Photo>, Int, Text>: the ID 2 occurs multiple times…"]
extension PlainList {
    /// The id of each row, in order: the key path applied to each element, as ForEach does.
    var rowIDs: [ID] {
        // TODO: Apply the key path `id` to each element of `data`.
        []
    }

    /// The ids that more than one row has, each listed once, in an order the rows give: where each first
    /// appears, or where it is met again. For the ids [1, 2, 3, 2, 1, 2] that is [1, 2] or [2, 1]; the kit's
    /// ForEach warns in the second order (SwiftUI does not document its own).
    var duplicateIDs: [ID] {
        // TODO: Walk the row ids once, remembering the ids seen so far. Keep it linear: a list of 200,000 rows
        //       must be checked in well under a second.
        []
    }

    /// SwiftUI's runtime warning for each duplicate id, naming this list's type as ForEach names its own:
    ///
    ///     PlainList<Array<Photo>, Int, Text>: the ID 2 occurs multiple times within the collection, this will give undefined results!
    var duplicateIDWarnings: [String] {
        // TODO: One warning per duplicate id, worded exactly as above. `\(Self.self)` prints this list's type.
        []
    }
}
