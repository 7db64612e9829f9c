// wrong: copies ForEach's name into the warning instead of naming the list
// rejected-by: lists-row-ids-and-duplicates
// The warning reads `ForEach<Array<Photo>, Int, Text>: …`, but no ForEach of that type exists (the one inside the
// list holds modified rows); a warning should name the view whose data is at fault,
// `PlainList<Array<Photo>, Int, Text>`.

extension PlainList {
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

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

    var duplicateIDWarnings: [String] {
        duplicateIDs.map { duplicate in
            "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!"
        }
    }
}
