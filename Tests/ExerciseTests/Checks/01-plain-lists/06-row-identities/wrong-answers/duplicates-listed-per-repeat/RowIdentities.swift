// wrong: lists a duplicate id again each time it repeats
// rejected-by: lists-row-ids-and-duplicates
// An id that occurs three times is listed twice (`[2, 1, 2]` for the ids `[1, 2, 3, 2, 1, 2]`), so it would be
// warned about twice; ForEach warns once per id.

extension PlainList {
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

    var duplicateIDs: [ID] {
        var occurrences: [ID: Int] = [:]
        var duplicates: [ID] = []
        for rowID in rowIDs {
            occurrences[rowID, default: 0] += 1
            if occurrences[rowID]! > 1 {
                duplicates.append(rowID)
            }
        }
        return duplicates
    }

    var duplicateIDWarnings: [String] {
        duplicateIDs.map { duplicate in
            "\(Self.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!"
        }
    }
}
