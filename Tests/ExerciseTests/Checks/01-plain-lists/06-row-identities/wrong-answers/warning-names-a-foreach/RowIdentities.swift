// wrong: copies ForEach's name into the warning instead of naming the list
// rejected-by: lists-row-ids-and-duplicates
// misconception: SwiftUI's warning names the type that has the duplicates; inside a generic type `Self.self`
// misconception: interpolates as the list's full type.
// misconception-ja: SwiftUI の警告は重複を持つ型の名前を出します。ジェネリックな型の中では、`Self.self` を埋め込むとリストの完全な型名になります。
// lesson: #the-idea
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
