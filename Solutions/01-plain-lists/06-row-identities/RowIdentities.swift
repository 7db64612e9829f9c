/// What ForEach sees of a PlainList: the identity of each row, and the ids that more than one row claims.
///
///     let list = PlainList(photos) { photo in Text(photo.caption) }   // ids 1, 2, 3, 2
///     list.rowIDs                // [1, 2, 3, 2]
///     list.duplicateIDs          // [2]
///     list.duplicateIDWarnings   // ["PlainList<Array<Photo>, Int, Text>: the ID 2 occurs multiple times…"]
extension PlainList {
    /// The id of each row, in order: the key path applied to each element, as ForEach does.
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

    /// The ids that more than one row has, each listed once, in an order the rows give: where each first
    /// appears, or where it is met again. For the ids [1, 2, 3, 2, 1, 2] that is [1, 2] or [2, 1]; the kit's
    /// ForEach warns in the second order (SwiftUI does not document its own).
    ///
    /// One pass, counting each id in a dictionary. Ids can be dictionary keys because they are Hashable,
    /// and that is what keeps this linear: with only `==` to go on, each id would have to be compared
    /// with every id before it.
    var duplicateIDs: [ID] {
        var occurrences: [ID: Int] = [:]
        var duplicates: [ID] = []
        for rowID in rowIDs {
            occurrences[rowID, default: 0] += 1
            if occurrences[rowID] == 2 {
                duplicates.append(rowID)
            }
        }
        return duplicates
    }

    /// SwiftUI's runtime warning for each duplicate id, naming this list's type as ForEach names its own.
    var duplicateIDWarnings: [String] {
        duplicateIDs.map { duplicate in
            "\(Self.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!"
        }
    }
}
