// Source: gemoji's db/emoji.json (github/gemoji, MIT licence, Copyright GitHub, Inc.) at commit
// 040aebef6445fc37df9e12590aa3ffed7ed3b49e, transcribed by hand: every entry whose "aliases" list holds
// more than one name, one entry a line, its aliases in gemoji's order, separated by spaces.
// GemojiTable keeps only one alias per emoji; these lines give the others the same emoji.

/// The gemoji entries that have several aliases.
enum GemojiAliasGroups {
    /// One line per emoji, its aliases separated by spaces.
    static let table = #"""
        laughing satisfied
        rage pout
        hankey poop shit
        police_officer cop
        blond_haired_woman blonde_woman
        no_good_man ng_man
        no_good_woman ng_woman
        tipping_hand_person information_desk_person
        tipping_hand_man sassy_man
        tipping_hand_woman sassy_woman
        runner running
        woman_dancing dancer
        bouncing_ball_man basketball_man
        bouncing_ball_woman basketball_woman
        middle_finger fu
        hand raised_hand
        +1 thumbsup
        -1 thumbsdown
        fist_raised fist
        fist_oncoming facepunch punch
        boom collision
        shirt tshirt
        mans_shoe shoe
        feet paw_prints
        dolphin flipper
        bee honeybee
        tangerine orange mandarin
        hocho knife
        car red_car
        boat sailboat
        moon waxing_gibbous_moon
        phone telephone
        izakaya_lantern lantern
        book open_book
        email envelope
        memo pencil
        exclamation heavy_exclamation_mark
        eu european_union
        gb uk
        """#
}
