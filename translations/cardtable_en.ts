<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>AnimalsTable</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/animals/layout.py" line="202"/>
        <source>%1: %Ln card(s) played this round</source>
        <translation>
            <numerusform>%1: %Ln card played this round</numerusform>
            <numerusform>%1: %Ln cards played this round</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnimalsWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/animals/words.py" line="335"/>
        <source>You now have %Ln token(s).</source>
        <translation>
            <numerusform>You now have %Ln token.</numerusform>
            <numerusform>You now have %Ln tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/animals/words.py" line="336"/>
        <source>%1 now has %Ln token(s).</source>
        <translation>
            <numerusform>%1 now has %Ln token.</numerusform>
            <numerusform>%1 now has %Ln tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/animals/words.py" line="401"/>
        <source>The first player to hold %Ln token(s) wins the game.</source>
        <translation>
            <numerusform>The first player to hold %Ln token wins the game.</numerusform>
            <numerusform>The first player to hold %Ln tokens wins the game.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/start_screen.py" line="98"/>
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MindbugWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/mindbug/words.py" line="203"/>
        <source>%1 draws %Ln card(s).</source>
        <translation>
            <numerusform>%1 draws %Ln card.</numerusform>
            <numerusform>%1 draws %Ln cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/mindbug/words.py" line="353"/>
        <source>%1 takes %Ln card(s) at random from %2&apos;s hand.</source>
        <translation>
            <numerusform>%1 takes %Ln card at random from %2&apos;s hand.</numerusform>
            <numerusform>%1 takes %Ln cards at random from %2&apos;s hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/dialogs.py" line="346"/>
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlagueCards</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/plague/faces.py" line="118"/>
        <source>%1 point(s)</source>
        <translation>
            <numerusform>%1 point</numerusform>
            <numerusform>%1 points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlagueTable</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/plague/layout.py" line="398"/>
        <source>%1: %Ln card(s) in hand.</source>
        <translation>
            <numerusform>%1: %Ln card in hand.</numerusform>
            <numerusform>%1: %Ln cards in hand.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGamesModel</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/saved_games.py" line="110"/>
        <source>Over after %Ln move(s)</source>
        <translation>
            <numerusform>Over after %Ln move</numerusform>
            <numerusform>Over after %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/saved_games.py" line="111"/>
        <source>%Ln move(s) played</source>
        <translation>
            <numerusform>%Ln move played</numerusform>
            <numerusform>%Ln moves played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchottenTottenTable</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/schotten_totten/layout.py" line="259"/>
        <source>%Ln card(s) in hand</source>
        <translation>
            <numerusform>%Ln card in hand</numerusform>
            <numerusform>%Ln cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SchottenTottenWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="127"/>
        <source>Recruiter: draw %Ln more card(s): click a deck.</source>
        <translation>
            <numerusform>Recruiter: draw %Ln more card: click a deck.</numerusform>
            <numerusform>Recruiter: draw %Ln more cards: click a deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="129"/>
        <source>Recruiter: choose %Ln card(s) to put back under their decks.</source>
        <translation>
            <numerusform>Recruiter: choose %Ln card to put back under its deck.</numerusform>
            <numerusform>Recruiter: choose %Ln cards to put back under their decks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/schotten_totten/words.py" line="203"/>
        <source>You can claim stone %1 once your side of it is complete: it needs %Ln more card(s).</source>
        <translation>
            <numerusform>You can claim stone %1 once your side of it is complete: it needs %Ln more card.</numerusform>
            <numerusform>You can claim stone %1 once your side of it is complete: it needs %Ln more cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SilverWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/silver/words.py" line="289"/>
        <source>your %Ln cards numbered %1</source>
        <translation>
            <numerusform>your %Ln card numbered %1</numerusform>
            <numerusform>your %Ln cards numbered %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/silver/words.py" line="425"/>
        <source>Your %Ln cards slid forward do not match; they go back face down.</source>
        <translation>
            <numerusform>Your %Ln card slid forward does not match; it goes back face down.</numerusform>
            <numerusform>Your %Ln cards slid forward do not match; they go back face down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/silver/words.py" line="426"/>
        <source>%1&apos;s %Ln cards slid forward do not match; they go back face down.</source>
        <translation>
            <numerusform>%1&apos;s %Ln card slid forward does not match; it goes back face down.</numerusform>
            <numerusform>%1&apos;s %Ln cards slid forward do not match; they go back face down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WednesdayTable</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="370"/>
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/layout.py" line="375"/>
        <source>%1: %Ln card(s) in hand</source>
        <translation>
            <numerusform>%1: %Ln card in hand</numerusform>
            <numerusform>%1: %Ln cards in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WednesdayWords</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="133"/>
        <source>the three 6s now: a player has only %Ln card(s) left</source>
        <translation>
            <numerusform>the three 6s now: a player has only %Ln card left</numerusform>
            <numerusform>the three 6s now: a player has only %Ln cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="208"/>
        <source>Round %1 of %2 begins: %Ln cards each.</source>
        <translation>
            <numerusform>Round %1 of %2 begins: %Ln card each.</numerusform>
            <numerusform>Round %1 of %2 begins: %Ln cards each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="304"/>
        <source>Everybody else passed: the pile (%Ln card(s)) goes to the blocked deck and you open.</source>
        <translation>
            <numerusform>Everybody else passed: the pile (%Ln card) goes to the blocked deck and you open.</numerusform>
            <numerusform>Everybody else passed: the pile (%Ln cards) goes to the blocked deck and you open.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="305"/>
        <source>Everybody else passed: the pile (%Ln card(s)) goes to the blocked deck and %1 opens.</source>
        <translation>
            <numerusform>Everybody else passed: the pile (%Ln card) goes to the blocked deck and %1 opens.</numerusform>
            <numerusform>Everybody else passed: the pile (%Ln cards) goes to the blocked deck and %1 opens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/wednesday/words.py" line="317"/>
        <source>The character deck ran out: the %Ln set-aside character(s) are shuffled into it.</source>
        <translation>
            <numerusform>The character deck ran out: the %Ln set-aside character is shuffled into it.</numerusform>
            <numerusform>The character deck ran out: the %Ln set-aside characters are shuffled into it.</numerusform>
        </translation>
    </message>
</context>
</TS>
