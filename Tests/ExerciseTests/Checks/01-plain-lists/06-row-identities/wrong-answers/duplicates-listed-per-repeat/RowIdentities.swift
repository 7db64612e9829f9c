// wrong: lists a duplicate id again each time it repeats
// rejected-by: lists-row-ids-and-duplicates
// misconception: A duplicate id is one problem however often it recurs; report it once, not each time it is met
// misconception: again.
// misconception-ja: 重複した id は、何度繰り返されても 1 つの問題です。出会うたびにではなく、1 回だけ報告します。
// lesson: #the-idea
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
