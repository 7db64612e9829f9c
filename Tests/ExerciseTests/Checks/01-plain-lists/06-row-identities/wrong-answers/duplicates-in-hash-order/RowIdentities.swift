// wrong: counts the ids in a dictionary, then lists the keys counted twice or more in the dictionary's order
// rejected-by: lists-row-ids-and-duplicates
// misconception: A dictionary's keys come out in hash order, which is no order of the rows and changes from run
// misconception: to run; list the duplicates in an order the rows give, such as the moment each count reaches 2.
// misconception-ja: 辞書のキーはハッシュの順に出てくるので、行の順のどれでもなく、実行のたびに変わります。重複は、
// misconception-ja: 数が 2 になったその時点の順など、行が与える順に並べます。
// lesson: #the-idea
// With one or two duplicates this order is right by luck some of the time; with twelve, met again in two
// opposite orders, it cannot be right for both.

extension PlainList {
    var rowIDs: [ID] {
        data.map { $0[keyPath: id] }
    }

    var duplicateIDs: [ID] {
        var occurrences: [ID: Int] = [:]
        for rowID in rowIDs {
            occurrences[rowID, default: 0] += 1
        }
        return occurrences.filter { $0.value > 1 }.map(\.key)
    }

    var duplicateIDWarnings: [String] {
        duplicateIDs.map { duplicate in
            "\(Self.self): the ID \(duplicate) occurs multiple times within the collection, this will give undefined results!"
        }
    }
}
